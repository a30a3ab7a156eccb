import type {LocalizedText} from './text';

/** The public test keys: the widget always passes and siteverify always succeeds. */
export const testKeys = {
  siteKey: '10000000-0000-4000-8000-000000000001',
  secretKey: '0x1000000000000000000000000000000000000001',
  /** The token the widget returns with the test site key. */
  token: '10000000-aaaa-4000-8000-000000000001',
  /** The `hostname` siteverify answers for the test token. */
  hostname: 'test-key-pass',
} as const;

export interface TestKeyRow {
  readonly label: LocalizedText;
  readonly value: string;
  readonly note: LocalizedText;
}

/** The test key table: what each value is and where it goes. */
export const testKeyRows: readonly TestKeyRow[] = [
  {
    label: {en: 'Test site key', fr: 'Clé de site de test'},
    value: testKeys.siteKey,
    note: {
      en: 'In `data-sitekey` or the `sitekey` option. The widget always passes.',
      fr: "Dans `data-sitekey` ou l'option `sitekey`. Le widget réussit toujours.",
    },
  },
  {
    label: {en: 'Test secret key', fr: 'Clé secrète de test'},
    value: testKeys.secretKey,
    note: {
      en: 'In the `secret` field of siteverify, on your server only.',
      fr: 'Dans le champ `secret` de siteverify, uniquement sur votre serveur.',
    },
  },
  {
    label: {en: 'Token returned', fr: 'Jeton renvoyé'},
    value: testKeys.token,
    note: {
      en: 'What the widget puts in `bramble-response` with the test site key.',
      fr: 'Ce que le widget place dans `bramble-response` avec la clé de site de test.',
    },
  },
  {
    label: {en: 'Hostname answered', fr: "Nom d'hôte renvoyé"},
    value: testKeys.hostname,
    note: {
      en: 'The `hostname` of a successful test verification.',
      fr: "Le `hostname` d'une vérification de test réussie.",
    },
  },
];
