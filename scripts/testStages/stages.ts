export interface Stage {
  name: string;
  script: string;
  /** Prints its output as it comes, not in one block. */
  stream?: boolean;
}

/**
 * The stages of a phase run side by side; a phase starts once the one before it has passed. The
 * sample run's programs have network timeouts a busy machine makes them miss, so it shares its
 * phase with the light build checks only (tried elsewhere, its Java samples timed out).
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
  // `npm start`'s dev server reads the diagrams the build drew, into the same cache.
  [
    {name: 'browser', script: 'test:e2e', stream: true},
    {name: 'dev', script: 'test:dev'},
  ],
];
