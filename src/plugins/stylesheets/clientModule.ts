import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {deferredStylesheets, loadDeferredStylesheets} from '../../lib/deferredStylesheets';
import {onNavigationIntent} from '../../lib/navigationIntent';

const loadDocParts = () => loadDeferredStylesheets(deferredStylesheets.docParts);

// A page served without the doc parts' rules fetches them when the reader heads for another
// page, with that page's code: on intent for a link, or at the latest when the route changes
// (back, forward, a search result chosen with the keyboard), while Docusaurus still shows the
// old page and loads the new one.
if (ExecutionEnvironment.canUseDOM) onNavigationIntent(document, loadDocParts);

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) loadDocParts();
  },
};

export default clientModule;
