import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {prefetchOnIntent, type DocusaurusClientApi} from '../../lib/prefetchOnIntent';

// Client modules run before Docusaurus's entry assigns window.docusaurus (a frozen object), so
// the assignment is caught here and the API wrapped before any Link can use it.
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
