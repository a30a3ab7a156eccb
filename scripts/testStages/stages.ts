/** One stage of `npm test`: an npm script, with what it checks named in tests/README.md. */
export interface Stage {
  /** A short name, printed before each line of its output. */
  name: string;
  /** The npm script it runs. */
  script: string;
  /** Prints its output as it comes (a long stage that reports test by test), not in one block. */
  stream?: boolean;
}

/**
 * `npm test`, phase by phase: the stages of a phase run side by side, and a phase starts once the
 * one before it has passed. The build checks and the sample run read the build. The sample run's
 * programs have network timeouts that a busy machine makes them miss, so it shares its phase with
 * the light build checks only (tried: beside the browser tests, or beside the content checks, or
 * first in priority beside the first phase's stages, its Java samples timed out or the others
 * overran their own time limits).
 */
export const testPhases: readonly (readonly Stage[])[] = [
  [
    {name: 'types', script: 'typecheck'},
    {name: 'lint', script: 'lint'},
    {name: 'unit', script: 'test:unit'},
    {name: 'content', script: 'check:content'},
    {name: 'build', script: 'build:test'},
  ],
  [
    {name: 'build-checks', script: 'test:build'},
    {name: 'samples', script: 'test:samples'},
  ],
  // `npm start`'s dev server reads the diagrams the build drew: started earlier, it would draw
  // them again beside the build, into the same cache.
  [
    {name: 'browser', script: 'test:e2e', stream: true},
    {name: 'dev', script: 'test:dev'},
  ],
];
