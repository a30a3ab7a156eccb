import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {prefetchOnIntent, type DocusaurusClientApi} from './prefetchOnIntent';

// Client modules run before Docusaurus assigns the frozen window.docusaurus: the assignment is
// caught and the API wrapped (tests/upstream/assumptions.test.ts checks it is still there).
if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => api,
    set: (value: DocusaurusClientApi) => {
      api = prefetchOnIntent(value);
    },
  });
}
