import type {LocalizedText} from './text';

/** Which versions of a browser the widget supports. */
export type BrowserVersions =
  /** The two latest major versions, as the browser's vendor ships them. */
  | {readonly kind: 'latest-two'}
  /** Every version from this major version on. */
  | {readonly kind: 'from'; readonly version: number}
  | {readonly kind: 'unsupported'};

/** A browser and the versions of it the widget and its challenges are tested on and supported in. */
export interface SupportedBrowser {
  readonly id: string;
  /** The browser's own name, the same in every language. */
  readonly name: string;
  readonly platforms: LocalizedText;
  readonly versions: BrowserVersions;
}

export const browsers: readonly SupportedBrowser[] = [
  {
    id: 'chrome',
    name: 'Google Chrome',
    platforms: {en: 'Windows, macOS, Linux and Android', fr: 'Windows, macOS, Linux et Android'},
    versions: {kind: 'latest-two'},
  },
  {
    id: 'edge',
    name: 'Microsoft Edge',
    platforms: {en: 'Windows and macOS', fr: 'Windows et macOS'},
    versions: {kind: 'latest-two'},
  },
  {
    id: 'firefox',
    name: 'Mozilla Firefox',
    platforms: {en: 'Windows, macOS, Linux and Android', fr: 'Windows, macOS, Linux et Android'},
    versions: {kind: 'latest-two'},
  },
  {
    id: 'safari-macos',
    name: 'Safari',
    platforms: {en: 'macOS', fr: 'macOS'},
    versions: {kind: 'latest-two'},
  },
  {
    id: 'safari-ios',
    name: 'Safari',
    platforms: {
      en: "iOS and iPadOS, with every browser on them (they all use Safari's engine)",
      fr: 'iOS et iPadOS, avec tous leurs navigateurs (ils utilisent tous le moteur de Safari)',
    },
    versions: {kind: 'latest-two'},
  },
  {
    id: 'samsung-internet',
    name: 'Samsung Internet',
    platforms: {en: 'Android', fr: 'Android'},
    versions: {kind: 'latest-two'},
  },
  {
    id: 'android-webview',
    name: 'Android System WebView',
    platforms: {
      en: 'Android apps that show the widget in a WebView',
      fr: 'Applications Android qui affichent le widget dans une WebView',
    },
    versions: {kind: 'from', version: 100},
  },
  {
    id: 'internet-explorer',
    name: 'Internet Explorer',
    platforms: {en: 'Windows', fr: 'Windows'},
    versions: {kind: 'unsupported'},
  },
];
