import {clientErrorCodes} from '../src/data/clientErrorCodes';
import {languages} from '../src/data/languages';
import {localize} from '../src/data/text';
import {testSecretKeys, testSiteKeys} from '../src/data/testKeys';
import {verifyErrorCodes} from '../src/data/verifyErrorCodes';
import {widgetAttributes} from '../src/data/widgetAttributes';
import {echo} from './echo';
import {lookupLabels, type LookupLabels} from './lookupLabels';
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
  const l = lookupLabels[locale];
  const shown = echo(value);
  switch (kind) {
    case 'error-code': {
      const verify = verifyErrorCodes.find((c) => c.code === wanted);
      const found = verify ?? clientErrorCodes.find((c) => c.code === wanted);
      if (found)
        return {
          found: true,
          text: [
            verify ? l.verifyCode(found.code) : l.widgetCode(found.code),
            `${l.cause} ${t(found.cause)}`,
            `${l.fix} ${t(found.fix)}`,
            ...(!verify
              ? []
              : [verify.source === 'integration' ? l.fromIntegration : l.fromVisitor]),
            `${l.more} ${page(`/troubleshooting#${found.troubleshooting}`)}`,
          ].join('\n'),
        };
      return notFound(
        l.noErrorCode(shown),
        [...verifyErrorCodes, ...clientErrorCodes].map((c) => c.code),
        l,
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
        return notFound(
          l.noTestKey(shown),
          [
            ...testSiteKeys.map((k) => l.siteKeyValue(k.id, k.value)),
            ...testSecretKeys.map((k) => l.secretKeyValue(k.id, k.value)),
          ],
          l,
        );
      return {
        found: true,
        text: [
          ...site.map(
            (k) =>
              `${l.siteKey(k.value, k.id)} ${t(k.widget)}${k.token ? ` ${l.token(k.token)}` : ''}`,
          ),
          ...secret.map((k) => `${l.secretKey(k.value, k.id)} ${t(k.verification)}`),
          l.anyPair,
          `${l.more} ${page('/testing#test-keys')}`,
        ].join('\n'),
      };
    }
    case 'attribute': {
      const name = wanted.replace(/^data-/, '');
      const attribute = widgetAttributes.find((a) => a.option.toLowerCase() === name);
      if (!attribute)
        return notFound(
          l.noAttribute(shown),
          widgetAttributes.map((a) => a.attribute),
          l,
        );
      return {
        found: true,
        text: [
          l.attribute(attribute.attribute, attribute.option, attribute.optionType),
          t(attribute.description),
          attribute.required ? l.required : l.defaultValue(attribute.defaultValue),
          `${l.more} ${page('/configuration')}`,
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
      if (!language) return notFound(l.noLanguage(shown, languages.length), [], l);
      return {
        found: true,
        text: [
          l.language(
            language.code,
            t(language.name),
            language.native,
            language.direction === 'rtl',
          ),
          l.forceLanguage(language.code),
          `${l.more} ${page('/languages')}`,
        ].join('\n'),
      };
    }
  }
}

function notFound(message: string, known: readonly string[], l: LookupLabels): LookupAnswer {
  return {found: false, text: known.length ? `${message} ${l.known(known.join(', '))}` : message};
}
