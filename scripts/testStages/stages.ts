export interface Stage {
  name: string;
  script: string;
  /** Prints its output as it comes, not in one block. */
  stream?: boolean;
  /** The stages whose output it reads: it starts once they have all passed. */
  needs?: readonly string[];
  /** Runs niced: it takes the CPU the stages on the critical path leave. */
  background?: boolean;
}

/**
 * Each stage starts as soon as the stages it needs have passed (./schedule.ts), so the cores are
 * never idle while a stage could run. The critical path is the build then the browser tests (the
 * biggest stage): both run at normal priority and the light stages off it run niced, filling the
 * CPU they leave. The sample run and the check of `npm start` are off it but not niced: they wait
 * on clocks (the samples' own 3 s connect timeout, the dev server's first answer), so they take
 * their fair share, as they must beside any busy neighbour.
 */
export const testStages: readonly Stage[] = [
  {name: 'build', script: 'build:test'},
  {name: 'samples', script: 'test:samples'},
  {name: 'types', script: 'typecheck', background: true},
  {name: 'lint', script: 'lint', background: true},
  {name: 'unit', script: 'test:unit', background: true},
  {name: 'content', script: 'check:content', background: true},
  {name: 'browser', script: 'test:e2e', stream: true, needs: ['build']},
  {name: 'build-checks', script: 'test:build', needs: ['build'], background: true},
  // `npm start`'s dev server reads the diagrams the build drew (node_modules/.cache): beside the
  // build, both would draw each diagram, into the same files.
  {name: 'dev', script: 'test:dev', needs: ['build']},
];
