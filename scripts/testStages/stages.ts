export interface Stage {
  name: string;
  script: string;
  /** Prints its output as it comes, not in one block. */
  stream?: boolean;
  /** The stages whose output it reads: it starts once they have all passed. */
  needs?: readonly string[];
}

/**
 * Each stage starts as soon as the stages it needs have passed (./schedule.ts), so no core idles
 * while a stage could run. The sample run reads the docs, not the build: it starts at once, and
 * shared the machine with the browser tests for one to two minutes in each trial run, passing
 * with other test runs loading the machine. None is niced to favour the critical path (the build,
 * then the browser tests): a niced stage yields to every neighbour on the machine, not only to the
 * path, and tests that still wait on a clock then miss it. At niceness 10 on a busy machine, four
 * stages had not ended after seven minutes and the check of `npm start` missed its 240 s
 * deadline; at 5, the content stage missed its translation check's 120 s hook timeout.
 */
export const testStages: readonly Stage[] = [
  {name: 'types', script: 'typecheck'},
  {name: 'lint', script: 'lint'},
  {name: 'unit', script: 'test:unit'},
  {name: 'content', script: 'check:content'},
  {name: 'build', script: 'build:test'},
  {name: 'samples', script: 'test:samples'},
  {name: 'build-checks', script: 'test:build', needs: ['build']},
  {name: 'browser', script: 'test:e2e', stream: true, needs: ['build']},
  // `npm start`'s dev server reads the diagrams the build drew (node_modules/.cache): beside the
  // build, both would draw each diagram, into the same files.
  {name: 'dev', script: 'test:dev', needs: ['build']},
];
