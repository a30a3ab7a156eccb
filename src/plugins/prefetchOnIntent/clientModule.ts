import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {prefetchOnIntent, type DocusaurusClientApi} from './prefetchOnIntent';

// Client modules run before Docusaurus's entry assigns window.docusaurus (a frozen object), so
// the assignment is caught here and the API wrapped before any Link can use it. Link has no
// option to prefetch on intent only (the viewport prefetch came with facebook/docusaurus#1375);
// tests/upstream/assumptions.test.ts checks the assignment is still there.
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
