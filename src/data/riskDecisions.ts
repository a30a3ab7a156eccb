import type {LocalizedText} from './text';

/**
 * What Enterprise risk-score code decides for a token. One naming for every page and sample
 * (`/api`, `/ent_overview` and its score examples); the sample run accepts these words only.
 */
export type RiskDecisionId = 'allow' | 'step-up' | 'block';

export interface RiskDecision {
  readonly id: RiskDecisionId;
  /** When the docs' samples take it, with their example thresholds. */
  readonly when: LocalizedText;
  readonly action: LocalizedText;
}

/** The example thresholds of the samples: a score below `stepUpAt` allows, from `blockAt` blocks. */
export const riskThresholds = {stepUpAt: 0.3, blockAt: 0.8} as const;

/** The decision the docs' samples take for a successful answer's score. */
export function decisionForScore(score: number): RiskDecisionId {
  if (score < riskThresholds.stepUpAt) return 'allow';
  if (score < riskThresholds.blockAt) return 'step-up';
  return 'block';
}

export const riskDecisions: readonly RiskDecision[] = [
  {
    id: 'allow',
    when: {
      en: '`success: true` and a score below 0.3; the always-pass test secret answers 0.0.',
      fr: '`success: true` et un score inférieur à 0,3\u202f; la clé secrète de test qui laisse toujours passer répond 0,0.',
    },
    action: {en: 'Accept the request.', fr: 'Acceptez la requête.'},
  },
  {
    id: 'step-up',
    when: {
      en: '`success: true` and a score from 0.3 up to below 0.8.',
      fr: '`success: true` et un score de 0,3 à moins de 0,8.',
    },
    action: {
      en: 'Ask for more proof, such as a one-time code, or hold the request for review.',
      fr: 'Demandez une preuve de plus, comme un code à usage unique, ou mettez la requête en attente de vérification.',
    },
  },
  {
    id: 'block',
    when: {
      en: 'A score of 0.8 or more (the high-risk test secret answers 0.9); `success: false`, no answer, or an answer without a score.',
      fr: 'Un score de 0,8 ou plus (la clé secrète de test à risque élevé répond 0,9)\u202f; `success: false`, aucune réponse, ou une réponse sans score.',
    },
    action: {
      en: 'Refuse the request. Log an answer without a score as a configuration problem: the keys in use are not Enterprise keys.',
      fr: 'Refusez la requête. Journalisez une réponse sans score comme un problème de configuration\u00a0: les clés utilisées ne sont pas des clés Enterprise.',
    },
  },
];

/**
 * What the samples log for a successful answer without a score. Enterprise answers and test
 * answers always carry one, so the cause is the keys: a site and secret that are not Enterprise.
 */
export const missingScoreLog =
  'bramble: answer without a score: the site key and secret in use are not Enterprise keys';
