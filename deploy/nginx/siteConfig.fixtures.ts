// A build's input to the site config, for the tests that render it.
import {locales} from '../../src/config/site';

export const siteConfigInput = {
  env: {
    authHost: 'https://dashboard.bramble.example',
    analyticsScriptUrl: 'https://analytics.bramble.example/js/script.js',
    analyticsEventUrl: 'https://analytics.bramble.example/api/event',
    cspReportUri: '',
  },
  locales,
  scriptHashes: ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
  pages: ['/', '/api', '/fr/', '/fr/api', '/integrations/express'],
};
