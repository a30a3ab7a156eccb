import type {LocalizedText} from './text';

/** A native SDK for mobile apps. */
export interface Sdk {
  readonly id: 'android' | 'ios' | 'flutter' | 'react-native';
  readonly platform: LocalizedText;
  /** The package as its registry names it. */
  readonly packageName: string;
  readonly registry: string;
  /** The SDK release the samples on this site are written for. */
  readonly version: string;
  readonly minimumPlatform: LocalizedText;
  /** How a developer adds it: a shell command or a build-file line, in the fence language given. */
  readonly install: {readonly language: 'bash' | 'kotlin' | 'swift'; readonly code: string};
}

export const sdks: readonly Sdk[] = [
  {
    id: 'android',
    platform: {en: 'Android (Kotlin and Java)', fr: 'Android (Kotlin et Java)'},
    packageName: 'example.bramble:bramble-android',
    registry: 'Maven Central',
    version: '2.1.0',
    minimumPlatform: {en: 'Android 5.0 (API level 21)', fr: "Android 5.0 (niveau d'API 21)"},
    install: {language: 'kotlin', code: 'implementation("example.bramble:bramble-android:2.1.0")'},
  },
  {
    id: 'ios',
    platform: {en: 'iOS (Swift)', fr: 'iOS (Swift)'},
    packageName: 'bramble-ios',
    registry: 'Swift Package Manager',
    version: '2.1.0',
    minimumPlatform: {en: 'iOS 13', fr: 'iOS 13'},
    install: {
      language: 'swift',
      code: '.package(url: "https://github.com/bramble-example/bramble-ios", from: "2.1.0")',
    },
  },
  {
    id: 'flutter',
    platform: {en: 'Flutter', fr: 'Flutter'},
    packageName: 'bramble_captcha',
    registry: 'pub.dev',
    version: '2.1.0',
    minimumPlatform: {en: 'Flutter 3.10', fr: 'Flutter 3.10'},
    install: {language: 'bash', code: 'flutter pub add bramble_captcha:^2.1.0'},
  },
  {
    id: 'react-native',
    platform: {en: 'React Native', fr: 'React Native'},
    packageName: '@bramble/react-native',
    registry: 'npm',
    version: '2.1.0',
    minimumPlatform: {en: 'React Native 0.72', fr: 'React Native 0.72'},
    install: {language: 'bash', code: 'npm install @bramble/react-native@2.1.0'},
  },
];

/** An option every SDK takes, with the same name on each platform. */
export interface SdkOption {
  readonly name: string;
  readonly required?: true;
  readonly description: LocalizedText;
}

export const sdkOptions: readonly SdkOption[] = [
  {
    name: 'siteKey',
    required: true,
    description: {en: 'Your site key.', fr: 'Votre clé de site.'},
  },
  {
    name: 'host',
    required: true,
    description: {
      en: 'One of the hostnames listed for the site in the dashboard. `siteverify` reports it as `hostname`.',
      fr: "L'un des noms d'hôte déclarés pour le site dans le tableau de bord. `siteverify` le renvoie dans `hostname`.",
    },
  },
  {
    name: 'size',
    description: {
      en: '`invisible` (default in the SDKs), `normal` or `compact`.',
      fr: '`invisible` (par défaut dans les SDK), `normal` ou `compact`.',
    },
  },
  {
    name: 'theme',
    description: {
      en: '`light`, `dark`, `auto` or `contrast`, or a [custom theme](/custom_themes) on Pro and Enterprise.',
      fr: '`light`, `dark`, `auto` ou `contrast`, ou un [thème personnalisé](/custom_themes) avec Pro et Enterprise.',
    },
  },
  {
    name: 'locale',
    description: {
      en: 'A [language code](/languages#supported-language-codes). Defaults to the device language.',
      fr: "Un [code de langue](/languages#supported-language-codes). Par défaut, la langue de l'appareil.",
    },
  },
];
