// `npm run i18n:check`: every English page has a French twin of the same shape,
// and every string the French site shows is translated.
import {findTranslationProblems} from './translationCheck';

void findTranslationProblems('.').then((problems) => {
  if (problems.length > 0) {
    console.error(`Translation check: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    'Translation check: every page has its twin of the same shape; every string is translated.',
  );
});
