import type {LocalizedText} from './text';

/**
 * The public test key pair: the widget always passes and siteverify always succeeds. The other
 * test keys, for failure paths, are in `testSiteKeys` and `testSecretKeys`.
 */
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

/** What a test site key makes the widget do. */
export interface TestSiteKey {
  readonly id: 'pass' | 'fail' | 'challenge';
  readonly value: string;
  /** The token the widget returns; none when it always fails the visitor. */
  readonly token: string | null;
  readonly widget: LocalizedText;
}

/** What a test secret key makes siteverify answer. */
export interface TestSecretKey {
  readonly id: 'pass' | 'invalid-input-response' | 'already-seen-response' | 'high-risk';
  readonly value: string;
  readonly verification: LocalizedText;
}

/**
 * The test site keys. Any test site key pairs with any test secret key; none works with a real
 * key (that answers `sitekey-secret-mismatch`).
 */
export const testSiteKeys: readonly TestSiteKey[] = [
  {
    id: 'pass',
    value: testKeys.siteKey,
    token: testKeys.token,
    widget: {
      en: 'Always passes, without a challenge.',
      fr: 'Réussit toujours, sans défi.',
    },
  },
  {
    id: 'fail',
    value: '20000000-0000-4000-8000-000000000002',
    token: null,
    widget: {
      en: 'Always fails the visitor: no token, and the `error-callback` receives `challenge-error`.',
      fr: "Fait toujours échouer le visiteur : aucun jeton, et l'`error-callback` reçoit `challenge-error`.",
    },
  },
  {
    id: 'challenge',
    value: '30000000-0000-4000-8000-000000000003',
    token: '30000000-aaaa-4000-8000-000000000003',
    widget: {
      en: 'Always shows an interactive challenge, which any answer passes.',
      fr: 'Affiche toujours un défi interactif, où toute réponse est acceptée.',
    },
  },
];

/** The test secret keys, for the `secret` field of siteverify. */
export const testSecretKeys: readonly TestSecretKey[] = [
  {
    id: 'pass',
    value: testKeys.secretKey,
    verification: {
      en: `The tokens of the passing test site keys verify as \`success: true\` with \`hostname\` \`${testKeys.hostname}\`, \`score\` 0.0 and \`score_reason\` \`["test-key"]\`: these successful test answers carry a score on every plan, which code for other plans than Enterprise ignores.`,
      fr: `Les jetons des clés de site de test qui réussissent sont vérifiés avec \`success: true\`, \`hostname\` égal à \`${testKeys.hostname}\`, \`score\` égal à 0.0 et \`score_reason\` égal à \`["test-key"]\`\u00A0: ces réponses de test positives portent un score quelle que soit l'offre, et le code des offres autres qu'Enterprise l'ignore.`,
    },
  },
  {
    id: 'invalid-input-response',
    value: '0x2000000000000000000000000000000000000002',
    verification: {
      en: 'Always answers `success: false` with `invalid-input-response`.',
      fr: 'Répond toujours `success: false` avec `invalid-input-response`.',
    },
  },
  {
    id: 'already-seen-response',
    value: '0x3000000000000000000000000000000000000003',
    verification: {
      en: 'Always answers `success: false` with `already-seen-response`.',
      fr: 'Répond toujours `success: false` avec `already-seen-response`.',
    },
  },
  {
    id: 'high-risk',
    value: '0x4000000000000000000000000000000000000004',
    verification: {
      en: `The tokens of the passing test site keys verify as \`success: true\` with \`hostname\` \`${testKeys.hostname}\`, \`score\` 0.9 and \`score_reason\` \`["test-key-high-risk"]\`: tests the step-up and refusal paths of risk-score code.`,
      fr: `Les jetons des clés de site de test qui réussissent sont vérifiés avec \`success: true\`, \`hostname\` égal à \`${testKeys.hostname}\`, \`score\` égal à 0.9 et \`score_reason\` égal à \`["test-key-high-risk"]\`\u00A0: de quoi tester la vérification renforcée et le refus dans un code qui lit le score.`,
    },
  },
];

/**
 * Every test value by the name pages use in prose (`<TestKey name="failSiteKey" />`), so no page
 * writes a test key by hand.
 */
export const testKeyValues = {
  siteKey: testKeys.siteKey,
  secretKey: testKeys.secretKey,
  token: testKeys.token,
  hostname: testKeys.hostname,
  failSiteKey: testSiteKeys.find((key) => key.id === 'fail')!.value,
  challengeSiteKey: testSiteKeys.find((key) => key.id === 'challenge')!.value,
  challengeToken: testSiteKeys.find((key) => key.id === 'challenge')!.token!,
  invalidSecretKey: testSecretKeys.find((key) => key.id === 'invalid-input-response')!.value,
  alreadySeenSecretKey: testSecretKeys.find((key) => key.id === 'already-seen-response')!.value,
  highRiskSecretKey: testSecretKeys.find((key) => key.id === 'high-risk')!.value,
} as const;

export type TestKeyName = keyof typeof testKeyValues;

/** The value of a named test value; throws on a name that is not one (a typo in a page). */
export function testKeyValue(name: unknown): string {
  if (typeof name !== 'string' || !Object.hasOwn(testKeyValues, name))
    throw new Error(
      `TestKey: name must be one of ${Object.keys(testKeyValues).join(', ')}, not ${String(name)}`,
    );
  return testKeyValues[name as TestKeyName];
}

/** Every test site key and test secret key: the seven keys a production build must not hold. */
export const allTestKeys: readonly string[] = [
  ...testSiteKeys.map((key) => key.value),
  ...testSecretKeys.map((key) => key.value),
];

/** A test to run end to end: which test site key and which secret to pair, and what to expect. */
export interface TestScenario {
  readonly id: string;
  /** What the scenario tests. */
  readonly tests: LocalizedText;
  readonly siteKey: TestSiteKey['id'];
  /** A test secret key, or `real`: your own secret key (a mismatch on purpose). */
  readonly secret: TestSecretKey['id'] | 'real';
  /** What the widget and your server should do. */
  readonly expected: LocalizedText;
}

/** The pairs of test keys that exercise each path of an integration; rows are `#test-pair-<id>`. */
export const testScenarios: readonly TestScenario[] = [
  {
    id: 'pass',
    tests: {en: 'The happy path', fr: 'Le cas nominal'},
    siteKey: 'pass',
    secret: 'pass',
    expected: {
      en: 'The widget passes at once; your server gets `success: true` with `hostname` `test-key-pass` and accepts the form.',
      fr: 'Le widget réussit aussitôt ; votre serveur reçoit `success: true` avec `hostname` égal à `test-key-pass` et accepte le formulaire.',
    },
  },
  {
    id: 'widget-fails',
    tests: {en: 'The widget failing', fr: "L'échec du widget"},
    siteKey: 'fail',
    secret: 'pass',
    expected: {
      en: 'No token: your `error-callback` receives `challenge-error`, the page says so and keeps the form; a form sent anyway is refused with `missing-input-response`.',
      fr: 'Aucun jeton : votre `error-callback` reçoit `challenge-error`, la page le signale et garde le formulaire ; un formulaire envoyé malgré tout est refusé avec `missing-input-response`.',
    },
  },
  {
    id: 'challenge',
    tests: {en: 'An interactive challenge', fr: 'Un défi interactif'},
    siteKey: 'challenge',
    secret: 'pass',
    expected: {
      en: 'The challenge opens and your `open-callback` runs; any answer passes, and the token verifies as `success: true`. Close the challenge without answering to test your `close-callback`.',
      fr: "Le défi s'ouvre et votre `open-callback` est appelé ; toute réponse est acceptée, et le jeton est vérifié avec `success: true`. Fermez le défi sans répondre pour tester votre `close-callback`.",
    },
  },
  {
    id: 'invalid',
    tests: {en: 'An invalid token', fr: 'Un jeton invalide'},
    siteKey: 'pass',
    secret: 'invalid-input-response',
    expected: {
      en: 'Your server gets `invalid-input-response`, refuses the form, and the page asks the visitor to pass the widget again.',
      fr: 'Votre serveur reçoit `invalid-input-response`, refuse le formulaire, et la page demande au visiteur de refaire la vérification.',
    },
  },
  {
    id: 'already-seen',
    tests: {en: 'A token already verified', fr: 'Un jeton déjà vérifié'},
    siteKey: 'pass',
    secret: 'already-seen-response',
    expected: {
      en: 'Your server gets `already-seen-response` and refuses the form, as for a double submit or a replay.',
      fr: 'Votre serveur reçoit `already-seen-response` et refuse le formulaire, comme pour un double envoi ou un rejeu.',
    },
  },
  {
    id: 'mismatch',
    tests: {en: 'Mixed-up configuration', fr: 'Une configuration mélangée'},
    siteKey: 'pass',
    secret: 'real',
    expected: {
      en: 'Your server gets `sitekey-secret-mismatch`: what a deploy with a test site key and a real secret would do. Refuse and alert.',
      fr: 'Votre serveur reçoit `sitekey-secret-mismatch` : ce que ferait un déploiement avec une clé de site de test et une clé secrète réelle. Refusez et alertez.',
    },
  },
  {
    id: 'high-risk',
    tests: {en: 'A high risk score (Enterprise)', fr: 'Un score de risque élevé (Enterprise)'},
    siteKey: 'pass',
    secret: 'high-risk',
    expected: {
      en: 'Your server gets `success: true` with `score` 0.9: risk-score code steps up or refuses, as its thresholds say (the examples of [Acting on a score](/ent_overview#acting-on-a-score) refuse); code that reads no score accepts the form.',
      fr: 'Votre serveur reçoit `success: true` avec `score` égal à 0.9 : un code qui lit le score renforce la vérification ou refuse, selon ses seuils (les exemples de [Agir selon le score](/ent_overview#acting-on-a-score) refusent) ; un code qui ne lit pas le score accepte le formulaire.',
    },
  },
];
