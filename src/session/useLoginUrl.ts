// Kept as its own module: components (and their tests' mocks) import the login URL from here.
export {useLoginUrl} from './usePageUrl';
