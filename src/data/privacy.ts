import type {LocalizedText} from './text';

/** A kind of visitor data the widget sends Bramble, why, and for how long Bramble keeps it. */
export interface ProcessedData {
  readonly id: string;
  readonly data: LocalizedText;
  readonly purpose: LocalizedText;
  readonly retention: LocalizedText;
}

/**
 * Everything Bramble processes about a visitor, only to tell humans from bots
 * (product facts); no advertising, no profile across sites.
 */
export const processedData: readonly ProcessedData[] = [
  {
    id: 'ip-address',
    data: {en: 'IP address', fr: 'Adresse IP'},
    purpose: {
      en: 'Assess the risk of the request (the reputation of the network, how many requests come from it) and stop abuse of the service.',
      fr: "Évaluer le risque de la requête (réputation du réseau, nombre de requêtes qui en viennent) et empêcher l'abus du service.",
    },
    retention: {
      en: 'At most 30 days, in security logs, then deleted.',
      fr: 'Au plus 30 jours, dans les journaux de sécurité, puis supprimée.',
    },
  },
  {
    id: 'user-agent',
    data: {
      en: 'User agent (browser, version, operating system)',
      fr: "User agent (navigateur, version, système d'exploitation)",
    },
    purpose: {
      en: 'Check that the browser is what it claims to be, and behaves as that browser does.',
      fr: "Vérifier que le navigateur est bien celui qu'il prétend être, et qu'il se comporte comme lui.",
    },
    retention: {
      en: 'At most 30 days, with the IP address, then deleted.',
      fr: "Au plus 30 jours, avec l'adresse IP, puis supprimé.",
    },
  },
  {
    id: 'interaction-signals',
    data: {
      en: 'Interaction signals: pointer movement, touches and key timing inside the widget and the challenge (never what the visitor types in your form)',
      fr: "Signaux d'interaction : mouvements du pointeur, touchers et rythme des touches dans le widget et le défi (jamais ce que le visiteur saisit dans votre formulaire)",
    },
    purpose: {
      en: 'Tell a person from an automated browser.',
      fr: "Distinguer une personne d'un navigateur automatisé.",
    },
    retention: {
      en: 'Deleted within 24 hours of the check.',
      fr: 'Supprimés dans les 24 heures qui suivent la vérification.',
    },
  },
  {
    id: 'challenge-answers',
    data: {
      en: 'Answers to a challenge, when one is shown',
      fr: "Réponses à un défi, lorsqu'il y en a un",
    },
    purpose: {
      en: 'Grade the challenge.',
      fr: 'Corriger le défi.',
    },
    retention: {
      en: 'Deleted within 24 hours of the check.',
      fr: 'Supprimées dans les 24 heures qui suivent la vérification.',
    },
  },
];

/** A cookie the widget sets in the visitor's browser. */
export interface BrambleCookie {
  readonly name: string;
  readonly purpose: LocalizedText;
  readonly lifetime: LocalizedText;
  readonly kind: LocalizedText;
}

/**
 * Bramble's cookies (product facts), both functional and on the Bramble domain: the challenge's,
 * only while one is open, and the accessibility pass's, only for a visitor who asks for the pass.
 */
export const cookies: readonly BrambleCookie[] = [
  {
    name: 'bramble_challenge',
    purpose: {
      en: 'Keeps the open challenge tied to the visitor who opened it, so an answer cannot be replayed from elsewhere. Set by the challenge on the Bramble domain, not on yours; it holds no identifier of the visitor.',
      fr: "Lie le défi ouvert au visiteur qui l'a ouvert, pour qu'une réponse ne puisse pas être rejouée depuis ailleurs. Posé par le défi sur le domaine de Bramble, pas sur le vôtre ; il ne contient aucun identifiant du visiteur.",
    },
    lifetime: {
      en: 'Only while a challenge is open: removed when it closes, and expires after 10 minutes at most.',
      fr: "Seulement pendant qu'un défi est ouvert : supprimé à sa fermeture, il expire au plus tard après 10 minutes.",
    },
    kind: {
      en: 'Functional (strictly necessary); no advertising or tracking',
      fr: 'Fonctionnel (strictement nécessaire) ; ni publicité ni pistage',
    },
  },
  {
    name: 'bramble_a11y',
    purpose: {
      en: 'The [accessibility pass](/visitors#accessibility-pass): lets the widget pass without a challenge, on every site that uses Bramble, for a visitor who asked for it with an email address. Set on the Bramble domain only when the visitor opens the link the request sends.',
      fr: "Le [pass d'accessibilité](/visitors#accessibility-pass) : permet au widget de laisser passer sans défi, sur tous les sites qui utilisent Bramble, un visiteur qui l'a demandé avec une adresse e-mail. Posé sur le domaine de Bramble seulement quand le visiteur ouvre le lien envoyé par la demande.",
    },
    lifetime: {
      en: '24 hours, renewable by asking again.',
      fr: 'Valable 24 heures, renouvelable par une nouvelle demande.',
    },
    kind: {
      en: 'Functional (asked for by the visitor); no advertising or tracking',
      fr: 'Fonctionnel (demandé par le visiteur) ; ni publicité ni pistage',
    },
  },
];

/** The regions an Enterprise account can keep its visitors' data in. */
export const dataResidencyRegions: readonly LocalizedText[] = [
  {en: 'European Union', fr: 'Union européenne'},
  {en: 'United States', fr: 'États-Unis'},
];
