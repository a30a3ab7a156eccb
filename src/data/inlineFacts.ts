import {hostnameLimitRefusal, statisticsRetention} from './dashboard';
import {keyRules} from './keys';
import type {LocalizedText} from './text';
import {widgetLabels} from './widgetLabels';

/**
 * A fact quoted in a sentence: a number, words the product writes the same in every locale (a
 * dashboard message), or text in each locale.
 */
export type InlineFact = number | string | LocalizedText;

/** Hours as each locale writes them (French: a no-break space between the number and its unit). */
const hours = (count: number): LocalizedText => ({
  en: `${count} hours`,
  fr: `${count}\u00A0heures`,
});

/**
 * The facts prose quotes with `<Fact name="…" />`, so a sentence changes with its data: the
 * rotation overlap and the hostname limit of `/keys`, the widget's labels, the statistics' retention.
 * Not exported: each text is checked (translation, typography) in the module that writes it.
 */
const inlineFacts = {
  secretRotationOverlap: hours(keyRules.secretRotationOverlapHours),
  hostnamesPerSite: keyRules.hostnamesPerSite,
  hostnameLimitRefusal,
  ...widgetLabels,
  statisticsKeptFree: statisticsRetention.free,
  statisticsKeptPaid: statisticsRetention.paid,
} as const satisfies Record<string, InlineFact>;

type InlineFactName = keyof typeof inlineFacts;

/** The names `<Fact name="…" />` accepts. */
export const inlineFactNames = Object.keys(inlineFacts) as readonly InlineFactName[];

/** A fact's words in a locale (numbers in its own digits grouping); throws on an unknown name. */
export function inlineFactText(name: string, locale: string): string {
  if (!Object.hasOwn(inlineFacts, name)) {
    throw new Error(
      `<Fact name="${name}" />: name must be one of ${Object.keys(inlineFacts).join(', ')}`,
    );
  }
  const fact: InlineFact = inlineFacts[name as InlineFactName];
  if (typeof fact === 'number') return fact.toLocaleString(locale);
  if (typeof fact === 'string') return fact;
  return locale in fact ? fact[locale as keyof LocalizedText] : fact.en;
}
