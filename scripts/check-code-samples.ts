// `npm run samples:check`: every fenced code sample of the docs (both
// locales) parses with its language's real toolchain. Rules and the
// `partial="..."` meta: scripts/codeSamples/checkCodeSamples.ts.
import {
  findCodeSampleProblems,
  formatProblem,
  siteCodeSamples,
} from './codeSamples/checkCodeSamples';

void findCodeSampleProblems('.').then((problems) => {
  if (problems.length > 0) {
    console.error(
      `Code sample check: ${problems.length} problem(s)\n- ${problems.map(formatProblem).join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(
    `Code sample check: all ${siteCodeSamples('.').length} code samples parse with their toolchains.`,
  );
});
