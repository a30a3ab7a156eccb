import {clientErrorCodes} from '../src/data/clientErrorCodes';
import {languages} from '../src/data/languages';
import {localize} from '../src/data/text';
import {testSecretKeys, testSiteKeys} from '../src/data/testKeys';
import {verifyErrorCodes} from '../src/data/verifyErrorCodes';
import {widgetAttributes} from '../src/data/widgetAttributes';
import {localePrefixes, type Locale} from './pages';

export const lookupKinds = ['error-code', 'test-key', 'attribute', 'language'] as const;
export type LookupKind = (typeof lookupKinds)[number];

export type LookupAnswer = {found: true; text: string} | {found: false; text: string};

const key = (value: string): string => value.trim().toLowerCase();

/** A product fact from src/data/, as a reader sees it, in their language, with the page to read. */
export function lookup(
  kind: LookupKind,
  value: string,
  locale: Locale,
  siteUrl: string,
): LookupAnswer {
  const page = (path: string) => `${siteUrl}${localePrefixes[locale]}${path}`;
  // Fact text links to site paths without a locale (src/data/text.ts): made absolute here.
  const t = (text: {en: string; fr: string}) =>
    localize(text, locale).replace(/\]\(\//g, `](${siteUrl}${localePrefixes[locale]}/`);
  const wanted = key(value);
  switch (kind) {
    case 'error-code': {
      const verify = verifyErrorCodes.find((c) => c.code === wanted);
      const found = verify ?? clientErrorCodes.find((c) => c.code === wanted);
      if (found)
        return {
          found: true,
          text: [
            verify
              ? `\`${found.code}\`: a siteverify error code (in \`error-codes\` of the answer).`
              : `\`${found.code}\`: a widget error code (passed to \`error-callback\`, or the rejection of \`execute()\`).`,
            `Cause: ${t(found.cause)}`,
            `Fix: ${t(found.fix)}`,
            ...(!verify
              ? []
              : verify.source === 'integration'
                ? ['Source: your integration (server or configuration): alert on it.']
                : ['Source: the visitor (a failed or replayed attempt): ask them to try again.']),
            `More: ${page(`/troubleshooting#${found.troubleshooting}`)}`,
          ].join('\n'),
        };
      return notFound(
        `No error code \`${value}\`.`,
        [...verifyErrorCodes, ...clientErrorCodes].map((c) => c.code),
      );
    }
    case 'test-key': {
      // A key's value, its id, or words of what it does in either language ("always fails").
      const words = wanted.split(/\s+/);
      const says = (text: {en: string; fr: string}) =>
        [text.en, text.fr].some((s) => words.every((w) => key(s).includes(w)));
      const site = testSiteKeys.filter(
        (k) => k.value === value.trim() || k.id === wanted || says(k.widget),
      );
      const secret = testSecretKeys.filter(
        (k) => k.value === value.trim() || k.id === wanted || says(k.verification),
      );
      if (site.length + secret.length === 0)
        return notFound(`No test key matches \`${value}\`.`, [
          ...testSiteKeys.map((k) => `${k.id} (site key ${k.value})`),
          ...testSecretKeys.map((k) => `${k.id} (secret key ${k.value})`),
        ]);
      return {
        found: true,
        text: [
          ...site.map(
            (k) =>
              `Test site key \`${k.value}\` (${k.id}): ${t(k.widget)}${k.token ? ` Token: \`${k.token}\`.` : ''}`,
          ),
          ...secret.map((k) => `Test secret key \`${k.value}\` (${k.id}): ${t(k.verification)}`),
          'Any test site key pairs with any test secret key; never ship them to production.',
          `More: ${page('/testing#test-keys')}`,
        ].join('\n'),
      };
    }
    case 'attribute': {
      const name = wanted.replace(/^data-/, '');
      const attribute = widgetAttributes.find((a) => a.option.toLowerCase() === name);
      if (!attribute)
        return notFound(
          `No widget attribute \`${value}\`.`,
          widgetAttributes.map((a) => a.attribute),
        );
      return {
        found: true,
        text: [
          `\`${attribute.attribute}\` on the container, or \`${attribute.option}\` (${attribute.optionType}) in \`bramble.render()\`.`,
          t(attribute.description),
          attribute.required
            ? 'Required.'
            : `Default: ${attribute.defaultValue === null ? 'none' : `\`${attribute.defaultValue}\``}.`,
          `More: ${page('/configuration')}`,
        ].join('\n'),
      };
    }
    case 'language': {
      const language = languages.find(
        (l) =>
          key(l.code) === wanted ||
          key(l.name.en) === wanted ||
          key(l.name.fr) === wanted ||
          key(l.native) === wanted,
      );
      if (!language)
        return notFound(
          `No widget language \`${value}\`. Give a BCP 47 code (\`pt-BR\`) or a name (\`Portuguese\`); ${languages.length} languages exist.`,
          [],
        );
      return {
        found: true,
        text: [
          `\`${language.code}\`: ${t(language.name)} (${language.native})${language.direction === 'rtl' ? ', right to left: the widget mirrors' : ''}.`,
          `Force it with the \`hl\` script parameter: \`api.js?hl=${language.code}\`.`,
          `More: ${page('/languages')}`,
        ].join('\n'),
      };
    }
  }
}

function notFound(message: string, known: readonly string[]): LookupAnswer {
  return {
    found: false,
    text: known.length ? `${message} Known values: ${known.join(', ')}.` : message,
  };
}
