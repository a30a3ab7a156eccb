import type {LocalizedText} from './text';

/**
 * The go-live checklist (`/go-live`): what must be true before a site leaves the test keys. Each
 * item's `id` is also the id of the page's section that explains it and gives its check, so the
 * checklist and the sections cannot drift apart (a content test holds the page to it).
 */
export interface GoLiveItem {
  readonly id: string;
  /** What must be true, as one short sentence; may hold `code` and [links](/path). */
  readonly text: LocalizedText;
}

export const goLiveItems: readonly GoLiveItem[] = [
  {
    id: 'real-keys',
    text: {
      en: 'Your real site key and secret are in place, and no test key is left in what you deploy.',
      fr: 'Votre vraie clé de site et votre clé secrète sont en place, et aucune clé de test ne reste dans ce que vous déployez.',
    },
  },
  {
    id: 'hostnames',
    text: {
      en: 'Every hostname that shows the widget is listed for the site in the dashboard.',
      fr: "Chaque nom d'hôte qui affiche le widget est listé pour le site dans le tableau de bord.",
    },
  },
  {
    id: 'secret-on-server',
    text: {
      en: 'The secret is only on the server, read from its environment, never in client code or a repository.',
      fr: 'La clé secrète est uniquement sur le serveur, lue depuis son environnement, jamais dans le code client ni dans un dépôt.',
    },
  },
  {
    id: 'verify-every-form',
    text: {
      en: 'Every form the widget protects is verified on the server, and a failed or unreachable verification refuses the form.',
      fr: 'Chaque formulaire que le widget protège est vérifié sur le serveur, et une vérification en échec ou impossible refuse le formulaire.',
    },
  },
  {
    id: 'remoteip-and-sitekey',
    text: {
      en: 'Verification sends `remoteip` when you know it, and `sitekey`.',
      fr: 'La vérification envoie `remoteip` quand vous le connaissez, et `sitekey`.',
    },
  },
  {
    id: 'content-security-policy',
    text: {
      en: "Your Content Security Policy allows the widget's script, frames, styles and connections.",
      fr: 'Votre Content Security Policy autorise le script, les cadres, les styles et les connexions du widget.',
    },
  },
  {
    id: 'retries',
    text: {
      en: 'Retries after a network error, a 5xx or a 429 send the same `idempotency_key`.',
      fr: 'Les nouvelles tentatives après une erreur réseau, un 5xx ou un 429 envoient la même `idempotency_key`.',
    },
  },
  {
    id: 'accessible-form',
    text: {
      en: 'The form stays accessible: labelled, in tab order, with errors that take the focus.',
      fr: "Le formulaire reste accessible : étiqueté, dans l'ordre de tabulation, avec des erreurs qui prennent le focus.",
    },
  },
  {
    id: 'monitoring',
    text: {
      en: 'You watch the dashboard statistics and your verification logs after the switch.',
      fr: 'Vous surveillez les statistiques du tableau de bord et vos journaux de vérification après la bascule.',
    },
  },
];
