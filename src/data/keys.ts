import type {LocalizedText} from './text';

/** The rules of keys and hostnames (`/keys`), from the product facts. */
export const keyRules = {
  /** How long the previous secret keeps verifying after a rotation, then `invalid-input-secret`. */
  secretRotationOverlapHours: 24,
  /** How many hostnames one site lists; each also covers its subdomains. */
  hostnamesPerSite: 50,
} as const;

/** One kind of key: what it is and where it goes. */
export interface KeyKind {
  readonly id: string;
  readonly name: LocalizedText;
  readonly shape: LocalizedText;
  readonly what: LocalizedText;
  readonly where: LocalizedText;
}

export const keyKinds: readonly KeyKind[] = [
  {
    id: 'site-key',
    name: {en: 'Site key', fr: 'Clé de site'},
    shape: {en: 'A UUID', fr: 'Un UUID'},
    what: {
      en: 'Public; one per site. It names the site the widget runs for.',
      fr: 'Publique ; une par site. Elle désigne le site pour lequel le widget tourne.',
    },
    where: {
      en: 'In your pages (`data-sitekey` or `render()`), and in the `sitekey` field of [siteverify](/api#request-fields).',
      fr: 'Dans vos pages (`data-sitekey` ou `render()`), et dans le champ `sitekey` de [siteverify](/api#request-fields).',
    },
  },
  {
    id: 'secret-key',
    name: {en: 'Secret key', fr: 'Clé secrète'},
    shape: {en: '`0x` and 40 hex digits', fr: '`0x` et 40 chiffres hexadécimaux'},
    what: {
      en: 'Private; one per account, shared by all its sites. It proves a verification comes from you.',
      fr: "Privée ; une par compte, commune à tous ses sites. Elle prouve qu'une vérification vient de vous.",
    },
    where: {
      en: 'Only on your server, in its environment or a secret manager, sent as the `secret` field of [siteverify](/api#request-fields).',
      fr: 'Uniquement sur votre serveur, dans son environnement ou un gestionnaire de secrets, envoyée dans le champ `secret` de [siteverify](/api#request-fields).',
    },
  },
  {
    id: 'test-keys',
    name: {en: 'Test keys', fr: 'Clés de test'},
    shape: {
      en: 'Like real keys, with repeated digits easy to spot',
      fr: 'Comme les vraies clés, avec des chiffres répétés faciles à repérer',
    },
    what: {
      en: 'Published pairs that pass or fail on purpose, on any hostname; they protect nothing.',
      fr: "Des paires publiées qui réussissent ou échouent exprès, sur tout nom d'hôte ; elles ne protègent rien.",
    },
    where: {
      en: 'In development, CI and staging only; see [Testing](/testing#test-keys).',
      fr: 'En développement, en CI et en préproduction uniquement ; voir [Tests](/testing#test-keys).',
    },
  },
];

/** A mistake with keys or hostnames, what it looks like, and its troubleshooting entry. */
export interface KeyMistake {
  readonly id: string;
  readonly mistake: LocalizedText;
  /** The error code the reader sees: a widget (client) code or a siteverify code. */
  readonly code: string;
  readonly seenIn: 'widget' | 'siteverify';
  /** A heading id of `/troubleshooting` (both locales). */
  readonly troubleshooting: string;
}

export const keyMistakes: readonly KeyMistake[] = [
  {
    id: 'unlisted-hostname',
    mistake: {
      en: 'The page runs on a hostname the site does not list.',
      fr: "La page tourne sur un nom d'hôte que le site ne liste pas.",
    },
    code: 'invalid-data',
    seenIn: 'widget',
    troubleshooting: 'hostname-mismatch',
  },
  {
    id: 'real-keys-on-localhost',
    mistake: {
      en: 'Real keys on `localhost` or `127.0.0.1`.',
      fr: 'Des clés réelles sur `localhost` ou `127.0.0.1`.',
    },
    code: 'invalid-data',
    seenIn: 'widget',
    troubleshooting: 'localhost',
  },
  {
    id: 'mixed-keys',
    mistake: {
      en: 'A test site key with a real secret, or the reverse.',
      fr: "Une clé de site de test avec une vraie clé secrète, ou l'inverse.",
    },
    code: 'sitekey-secret-mismatch',
    seenIn: 'siteverify',
    troubleshooting: 'siteverify-sitekey-secret-mismatch',
  },
  {
    id: 'old-secret',
    mistake: {
      en: 'A server still sends the previous secret more than 24 hours after a rotation, or a secret copied with a space.',
      fr: "Un serveur envoie encore l'ancienne clé secrète plus de 24 heures après une rotation, ou une clé copiée avec une espace.",
    },
    code: 'invalid-input-secret',
    seenIn: 'siteverify',
    troubleshooting: 'siteverify-invalid-input-secret',
  },
  {
    id: 'missing-secret',
    mistake: {
      en: "The server's environment lacks the secret, so the field goes empty.",
      fr: "L'environnement du serveur n'a pas la clé secrète, et le champ part vide.",
    },
    code: 'missing-input-secret',
    seenIn: 'siteverify',
    troubleshooting: 'siteverify-missing-input-secret',
  },
  {
    id: 'wrong-sitekey-field',
    mistake: {
      en: 'The `sitekey` field holds something else than a site key, such as the secret.',
      fr: "Le champ `sitekey` contient autre chose qu'une clé de site, par exemple la clé secrète.",
    },
    code: 'invalid-sitekey',
    seenIn: 'siteverify',
    troubleshooting: 'siteverify-invalid-sitekey',
  },
];
