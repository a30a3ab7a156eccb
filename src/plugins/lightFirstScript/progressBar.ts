// theme-classic's progress bar, with nprogress (1.7 kB gzip) fetched once the page has hydrated.
import type {ClientModule} from '@docusaurus/types';

type Progress = typeof import('nprogress');

// As upstream.
const delayMs = 200;

let library: Promise<Progress> | undefined;
let navigating = false;

const loadLibrary = (): Promise<Progress> =>
  (library ??= Promise.all([
    import('nprogress'),
    import('@docusaurus/theme-classic/lib/nprogress.css'),
  ]).then(([{default: progress}]) => progress.configure({showSpinner: false})));

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const loading = loadLibrary();
    const timer = window.setTimeout(() => {
      void loading.then((progress) => {
        // The page may have arrived while the library loaded: no bar then.
        if (navigating) progress.start();
      });
    }, delayMs);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate({previousLocation}) {
    // Fetched now, so a first navigation on a slow connection has it on time.
    if (!previousLocation) void loadLibrary();
    navigating = false;
    void library?.then((progress) => progress.done());
  },
};

export default progressBar;
