import type {Locale} from './pages';

/** The words lookup puts around the facts of src/data/, in the language asked for. */
export type LookupLabels = {
  verifyCode: (code: string) => string;
  widgetCode: (code: string) => string;
  cause: string;
  fix: string;
  fromIntegration: string;
  fromVisitor: string;
  more: string;
  siteKey: (value: string, id: string) => string;
  token: (token: string) => string;
  secretKey: (value: string, id: string) => string;
  anyPair: string;
  attribute: (attribute: string, option: string, type: string) => string;
  required: string;
  defaultValue: (value: string | null) => string;
  language: (code: string, name: string, native: string, rtl: boolean) => string;
  forceLanguage: (code: string) => string;
  noErrorCode: (value: string) => string;
  noTestKey: (value: string) => string;
  siteKeyValue: (id: string, value: string) => string;
  secretKeyValue: (id: string, value: string) => string;
  noAttribute: (value: string) => string;
  noLanguage: (value: string, count: number) => string;
  known: (values: string) => string;
};

// French typography: a no-break space before a colon, a narrow one before ; ! ? and inside « ».
const nbsp = '\u00a0';

export const lookupLabels: Record<Locale, LookupLabels> = {
  en: {
    verifyCode: (code) =>
      `\`${code}\`: a siteverify error code (in \`error-codes\` of the answer).`,
    widgetCode: (code) =>
      `\`${code}\`: a widget error code (passed to \`error-callback\`, or the rejection of \`execute()\`).`,
    cause: 'Cause:',
    fix: 'Fix:',
    fromIntegration: 'Source: your integration (server or configuration): alert on it.',
    fromVisitor: 'Source: the visitor (a failed or replayed attempt): ask them to try again.',
    more: 'More:',
    siteKey: (value, id) => `Test site key \`${value}\` (${id}):`,
    token: (token) => `Token: \`${token}\`.`,
    secretKey: (value, id) => `Test secret key \`${value}\` (${id}):`,
    anyPair: 'Any test site key pairs with any test secret key; never ship them to production.',
    attribute: (attribute, option, type) =>
      `\`${attribute}\` on the container, or \`${option}\` (${type}) in \`bramble.render()\`.`,
    required: 'Required.',
    defaultValue: (value) => `Default: ${value === null ? 'none' : `\`${value}\``}.`,
    language: (code, name, native, rtl) =>
      `\`${code}\`: ${name} (${native})${rtl ? ', right to left: the widget mirrors' : ''}.`,
    forceLanguage: (code) => `Force it with the \`hl\` script parameter: \`api.js?hl=${code}\`.`,
    noErrorCode: (value) => `No error code \`${value}\`.`,
    noTestKey: (value) => `No test key matches \`${value}\`.`,
    siteKeyValue: (id, value) => `${id} (site key ${value})`,
    secretKeyValue: (id, value) => `${id} (secret key ${value})`,
    noAttribute: (value) => `No widget attribute \`${value}\`.`,
    noLanguage: (value, count) =>
      `No widget language \`${value}\`. Give a BCP 47 code (\`pt-BR\`) or a name (\`Portuguese\`); ${count} languages exist.`,
    known: (values) => `Known values: ${values}.`,
  },
  fr: {
    verifyCode: (code) =>
      `\`${code}\`${nbsp}: un code d'erreur de siteverify (dans \`error-codes\` de la réponse).`,
    widgetCode: (code) =>
      `\`${code}\`${nbsp}: un code d'erreur du widget (passé à \`error-callback\`, ou rejet de \`execute()\`).`,
    cause: `Cause${nbsp}:`,
    fix: `Correction${nbsp}:`,
    fromIntegration: `Origine${nbsp}: votre intégration (serveur ou configuration)${nbsp}: déclenchez une alerte.`,
    fromVisitor: `Origine${nbsp}: le visiteur (une tentative échouée ou rejouée)${nbsp}: invitez-le à réessayer.`,
    more: `En savoir plus${nbsp}:`,
    siteKey: (value, id) => `Clé de site de test \`${value}\` (${id})${nbsp}:`,
    token: (token) => `Jeton${nbsp}: \`${token}\`.`,
    secretKey: (value, id) => `Clé secrète de test \`${value}\` (${id})${nbsp}:`,
    anyPair:
      'Toute clé de site de test va avec toute clé secrète de test\u202f; ne les mettez jamais en production.',
    attribute: (attribute, option, type) =>
      `\`${attribute}\` sur le conteneur, ou \`${option}\` (${type}) dans \`bramble.render()\`.`,
    required: 'Obligatoire.',
    defaultValue: (value) =>
      `Par défaut${nbsp}: ${value === null ? 'aucune valeur' : `\`${value}\``}.`,
    language: (code, name, native, rtl) =>
      `\`${code}\`${nbsp}: ${name} (${native})${rtl ? `, de droite à gauche${nbsp}: le widget s'inverse` : ''}.`,
    forceLanguage: (code) =>
      `Imposez-la avec le paramètre \`hl\` du script${nbsp}: \`api.js?hl=${code}\`.`,
    noErrorCode: (value) => `Aucun code d'erreur \`${value}\`.`,
    noTestKey: (value) => `Aucune clé de test ne correspond à \`${value}\`.`,
    siteKeyValue: (id, value) => `${id} (clé de site ${value})`,
    secretKeyValue: (id, value) => `${id} (clé secrète ${value})`,
    noAttribute: (value) => `Aucun attribut du widget \`${value}\`.`,
    noLanguage: (value, count) =>
      `Aucune langue du widget \`${value}\`. Donnez un code BCP 47 (\`pt-BR\`) ou un nom (\`portugais\`)\u202f; ${count} langues existent.`,
    known: (values) => `Valeurs connues${nbsp}: ${values}.`,
  },
};
