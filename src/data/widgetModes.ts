import type {PlanFeature, PlanId} from './plans';
import type {LocalizedText} from './text';

/**
 * How often the widget challenges visitors. Checkbox or invisible is the page's choice
 * (`data-size`); only the passive modes are a site's setting in the dashboard.
 */
export interface WidgetMode {
  readonly id: 'checkbox' | 'invisible' | 'passive-99' | 'fully-passive';
  readonly name: LocalizedText;
  readonly from: PlanId;
  /** The plan feature that turns the mode on, whose `enable` says where it is set. */
  readonly feature: PlanFeature['id'];
  readonly behaviour: LocalizedText;
}

export const widgetModes: readonly WidgetMode[] = [
  {
    id: 'checkbox',
    feature: 'widgets',
    name: {en: 'Checkbox', fr: 'Case à cocher'},
    from: 'free',
    behaviour: {
      en: 'The visitor ticks a box; a challenge follows only when the visitor looks risky.',
      fr: 'Le visiteur coche une case ; un défi ne suit que si le visiteur paraît risqué.',
    },
  },
  {
    id: 'invisible',
    feature: 'widgets',
    name: {en: 'Invisible', fr: 'Invisible'},
    from: 'free',
    behaviour: {
      en: 'No checkbox; a challenge appears only when the visitor looks risky.',
      fr: "Pas de case à cocher ; un défi n'apparaît que si le visiteur paraît risqué.",
    },
  },
  {
    id: 'passive-99',
    feature: 'passive-99',
    name: {en: '99.9 % passive', fr: 'Passif à 99,9 %'},
    from: 'pro',
    behaviour: {
      en: 'Tuned so that 99.9 % of legitimate visitors never see a challenge.',
      fr: 'Réglé pour que 99,9 % des visiteurs légitimes ne voient jamais de défi.',
    },
  },
  {
    id: 'fully-passive',
    feature: 'fully-passive',
    name: {en: 'Fully passive', fr: 'Entièrement passif'},
    from: 'enterprise',
    behaviour: {
      en: 'Never shows a challenge; your server decides with the risk score.',
      fr: "N'affiche jamais de défi ; votre serveur décide à partir du score de risque.",
    },
  },
];
