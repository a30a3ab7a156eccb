import {keyRules} from './keys';
import type {LocalizedText} from './text';

/** The dashboard's own words when a site already lists as many hostnames as it may (in English). */
export const hostnameLimitRefusal = `A site lists at most ${keyRules.hostnamesPerSite} hostnames`;

/** One statistic the dashboard shows for each site, per hour, on every plan. */
export interface DashboardStatistic {
  readonly id: string;
  readonly name: LocalizedText;
  /** What it counts, and where the count comes from. */
  readonly counts: LocalizedText;
}

export const dashboardStatistics: readonly DashboardStatistic[] = [
  {
    id: 'passed',
    name: {en: 'Checks passed', fr: 'Contrôles réussis'},
    counts: {
      en: 'Tokens of the site that siteverify answered with `success: true`.',
      fr: 'Les jetons du site auxquels siteverify a répondu `success: true`.',
    },
  },
  {
    id: 'failed',
    name: {en: 'Checks failed', fr: 'Contrôles échoués'},
    counts: {
      en: 'Tokens of the site that siteverify answered with `success: false`.',
      fr: 'Les jetons du site auxquels siteverify a répondu `success: false`.',
    },
  },
  {
    id: 'challenged',
    name: {en: 'Checks challenged', fr: 'Contrôles avec défi'},
    counts: {
      en: 'Checks in which the widget showed the visitor a challenge.',
      fr: 'Les contrôles pour lesquels le widget a montré un défi au visiteur.',
    },
  },
  {
    id: 'invisible-passes',
    name: {en: 'Invisible passes', fr: 'Réussites invisibles'},
    counts: {
      en: 'The share of passed checks in which the visitor saw no challenge.',
      fr: "La part des contrôles réussis pour lesquels le visiteur n'a vu aucun défi.",
    },
  },
  {
    id: 'client-errors',
    name: {en: 'Top client error codes', fr: "Principaux codes d'erreur client"},
    counts: {
      en: 'The [client error codes](/configuration#client-error-codes) the widget reported on the site, most frequent first.',
      fr: "Les [codes d'erreur client](/configuration#client-error-codes) que le widget a signalés sur le site, du plus fréquent au moins fréquent.",
    },
  },
  {
    id: 'verification-errors',
    name: {en: 'Top verification error codes', fr: "Principaux codes d'erreur de vérification"},
    counts: {
      en: 'The [error codes](/api#error-codes) siteverify answered for tokens of the site, most frequent first.',
      fr: "Les [codes d'erreur](/api#error-codes) que siteverify a renvoyés pour les jetons du site, du plus fréquent au moins fréquent.",
    },
  },
];

/** How long the statistics are kept, by plan. */
export const statisticsRetention = {
  free: {en: '30 days', fr: '30 jours'},
  paid: {en: '13 months', fr: '13 mois'},
} as const satisfies Record<string, LocalizedText>;
