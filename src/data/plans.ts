import type {LocalizedText} from './text';

export type PlanId = 'free' | 'pro' | 'enterprise';

export const planNames: Readonly<Record<PlanId, string>> = {
  free: 'Free',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

/** The docs page that presents each paid plan; the free plan has none of its own. */
export const planPages: Readonly<Record<PlanId, string | null>> = {
  free: null,
  pro: '/pro',
  enterprise: '/ent_overview',
};

/** A feature and the plans that include it. */
export interface PlanFeature {
  readonly id: string;
  readonly name: LocalizedText;
  /** The cheapest plan with the feature; every plan above includes it too. */
  readonly from: PlanId;
  /** Where it is turned on: a dashboard setting, your code, or nothing to do. */
  readonly enable: LocalizedText;
  /** The section that explains it, when one does. */
  readonly docs?: string;
}

export const planFeatures: readonly PlanFeature[] = [
  {
    id: 'widgets',
    name: {en: 'Checkbox and invisible widgets', fr: 'Widgets case à cocher et invisible'},
    from: 'free',
    enable: {
      en: 'Your pages: `data-size` on the container.',
      fr: 'Vos pages : `data-size` sur le conteneur.',
    },
    docs: '/invisible',
  },
  {
    id: 'languages',
    name: {en: 'More than 100 languages', fr: 'Plus de 100 langues'},
    from: 'free',
    enable: {
      en: 'Automatic; `hl` on the script URL to force one.',
      fr: "Automatique ; `hl` dans l'URL du script pour en imposer une.",
    },
    docs: '/languages',
  },
  {
    id: 'themes',
    name: {
      en: '`light`, `dark`, `auto` and `contrast` themes',
      fr: 'Thèmes `light`, `dark`, `auto` et `contrast`',
    },
    from: 'free',
    enable: {en: 'Your pages: `data-theme`.', fr: 'Vos pages : `data-theme`.'},
    docs: '/configuration#container-attributes',
  },
  {
    id: 'statistics',
    name: {en: 'Dashboard statistics', fr: 'Statistiques dans le tableau de bord'},
    from: 'free',
    enable: {en: 'Dashboard › Sites › Statistics.', fr: 'Tableau de bord › Sites › Statistics.'},
  },
  {
    id: 'theme-editor',
    name: {en: 'The live theme editor', fr: "L'éditeur de thèmes en direct"},
    from: 'free',
    enable: {
      en: 'Nothing: open to everyone in these docs, with or without an account.',
      fr: 'Rien : ouvert à tous dans cette documentation, avec ou sans compte.',
    },
    docs: '/custom-themes-live',
  },
  {
    id: 'custom-themes',
    name: {
      en: 'Custom themes on your sites',
      fr: 'Thèmes personnalisés sur vos sites',
    },
    from: 'pro',
    enable: {
      en: 'Your pages: `custom=true` on the script URL and a `theme` object.',
      fr: "Vos pages : `custom=true` dans l'URL du script et un objet `theme`.",
    },
    docs: '/custom_themes',
  },
  {
    id: 'passive-99',
    name: {en: '99.9 % passive mode', fr: 'Mode passif à 99,9 %'},
    from: 'pro',
    enable: {
      en: 'Dashboard › Sites › Settings › Widget mode.',
      fr: 'Tableau de bord › Sites › Settings › Widget mode.',
    },
    docs: '/pro#passive-mode',
  },
  {
    id: 'faster-challenges',
    name: {en: 'Faster challenges', fr: 'Défis plus rapides'},
    from: 'pro',
    enable: {en: 'Automatic on Pro.', fr: 'Automatique avec Pro.'},
    docs: '/pro#faster-challenges',
  },
  {
    id: 'difficulty',
    name: {en: 'Per-site difficulty', fr: 'Difficulté réglable par site'},
    from: 'pro',
    enable: {
      en: 'Dashboard › Sites › Settings › Difficulty.',
      fr: 'Tableau de bord › Sites › Settings › Difficulty.',
    },
    docs: '/pro#per-site-difficulty',
  },
  {
    id: 'risk-scores',
    name: {en: 'Risk scores and reasons', fr: 'Scores et raisons de risque'},
    from: 'enterprise',
    enable: {
      en: 'Automatic: `score` and `score_reason` in every siteverify answer.',
      fr: 'Automatique : `score` et `score_reason` dans chaque réponse de siteverify.',
    },
    docs: '/ent_overview#risk-scores',
  },
  {
    id: 'fully-passive',
    name: {en: 'Fully passive mode', fr: 'Mode entièrement passif'},
    from: 'enterprise',
    enable: {
      en: 'Dashboard › Sites › Settings › Widget mode.',
      fr: 'Tableau de bord › Sites › Settings › Widget mode.',
    },
    docs: '/ent_overview#fully-passive-mode',
  },
  {
    id: 'rqdata',
    name: {en: 'Request data (`rqdata`)', fr: 'Données de requête (`rqdata`)'},
    from: 'enterprise',
    enable: {
      en: 'Your pages: `setData()` before `execute()`.',
      fr: 'Vos pages : `setData()` avant `execute()`.',
    },
    docs: '/ent_overview#request-data',
  },
  {
    id: 'custom-hosts',
    name: {
      en: 'Custom asset hosts and endpoints',
      fr: 'Hôtes de ressources et points de terminaison personnalisés',
    },
    from: 'enterprise',
    enable: {
      en: 'Set up with your account team, then your script URL, verify URL and CSP.',
      fr: "Mis en place avec votre équipe de compte, puis l'URL du script, l'URL de vérification et votre CSP.",
    },
    docs: '/ent_overview#custom-asset-hosts-and-endpoints',
  },
  {
    id: 'data-residency',
    name: {en: 'Data residency', fr: 'Résidence des données'},
    from: 'enterprise',
    enable: {
      en: 'Dashboard › Account › Data region.',
      fr: 'Tableau de bord › Account › Data region.',
    },
    docs: '/ent_overview#data-residency',
  },
  {
    id: 'sso',
    name: {en: 'Dashboard single sign-on', fr: 'Authentification unique pour le tableau de bord'},
    from: 'enterprise',
    enable: {
      en: 'Dashboard › Account › Single sign-on.',
      fr: 'Tableau de bord › Account › Single sign-on.',
    },
    docs: '/ent_overview#dashboard-single-sign-on',
  },
  {
    id: 'sla',
    name: {en: 'Service level agreement', fr: 'Accord de niveau de service'},
    from: 'enterprise',
    enable: {en: 'Part of your contract.', fr: 'Inclus dans votre contrat.'},
    docs: '/ent_overview#service-level-agreement',
  },
];

const order: readonly PlanId[] = ['free', 'pro', 'enterprise'];

/** Whether `plan` includes `feature`: plans include everything of the plans below them. */
export function planIncludes(plan: PlanId, feature: PlanFeature): boolean {
  return order.indexOf(plan) >= order.indexOf(feature.from);
}
