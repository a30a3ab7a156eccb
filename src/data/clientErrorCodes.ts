import type {LocalizedText} from './text';

/** A code the widget passes to `error-callback`, or rejects `execute()` with. */
export interface ClientErrorCode {
  readonly code: string;
  /** The heading id of its entry on `/troubleshooting` (symptom, cause, fix). */
  readonly troubleshooting: string;
  readonly cause: LocalizedText;
  readonly fix: LocalizedText;
}

export const clientErrorCodes: readonly ClientErrorCode[] = [
  {
    code: 'network-error',
    troubleshooting: 'widget-network-error',
    cause: {
      en: 'The widget could not reach Bramble: the visitor is offline, or a proxy, an extension or your CSP blocks it.',
      fr: "Le widget n'a pas pu joindre Bramble : le visiteur est hors ligne, ou un proxy, une extension ou votre CSP le bloque.",
    },
    fix: {
      en: 'Ask the visitor to retry; check your [Content Security Policy](/configuration#content-security-policy).',
      fr: 'Invitez le visiteur à réessayer ; vérifiez votre [politique de sécurité du contenu](/configuration#content-security-policy).',
    },
  },
  {
    code: 'invalid-data',
    troubleshooting: 'widget-invalid-data',
    cause: {
      en: 'The site key is unknown or not allowed on this hostname (real keys never work on `localhost`), or data given to the widget is malformed, such as an invalid `rqdata`.',
      fr: "La clé de site est inconnue ou n'est pas autorisée sur ce nom d'hôte (les clés réelles ne fonctionnent jamais sur `localhost`), ou des données fournies au widget sont mal formées, par exemple un `rqdata` invalide.",
    },
    fix: {
      en: 'List the hostname for the site in the dashboard, use the test keys on `localhost`, and check the values you pass to `render()` and `setData()`.',
      fr: "Ajoutez le nom d'hôte au site dans le tableau de bord, utilisez les clés de test sur `localhost` et vérifiez les valeurs passées à `render()` et `setData()`.",
    },
  },
  {
    code: 'challenge-error',
    troubleshooting: 'widget-challenge-error',
    cause: {
      en: 'The challenge failed to load or display.',
      fr: "Le défi n'a pas pu être chargé ou affiché.",
    },
    fix: {
      en: 'Reset the widget and let the visitor try again.',
      fr: 'Réinitialisez le widget et laissez le visiteur réessayer.',
    },
  },
  {
    code: 'challenge-closed',
    troubleshooting: 'widget-challenge-closed',
    cause: {
      en: 'The visitor closed the challenge without answering.',
      fr: 'Le visiteur a fermé le défi sans y répondre.',
    },
    fix: {
      en: 'Leave the form as it is; the visitor can start again.',
      fr: "Laissez le formulaire en l'état ; le visiteur peut recommencer.",
    },
  },
  {
    code: 'challenge-expired',
    troubleshooting: 'widget-challenge-expired',
    cause: {
      en: 'The challenge was left unanswered for too long.',
      fr: 'Le défi est resté trop longtemps sans réponse.',
    },
    fix: {
      en: 'Say briefly that the challenge timed out; the widget is ready for another try.',
      fr: 'Indiquez brièvement que le délai du défi est écoulé ; le widget est prêt pour un nouvel essai.',
    },
  },
  {
    code: 'internal-error',
    troubleshooting: 'widget-internal-error',
    cause: {
      en: 'An unexpected error occurred inside the widget.',
      fr: "Une erreur inattendue s'est produite dans le widget.",
    },
    fix: {
      en: 'Reset the widget; contact support if it persists.',
      fr: "Réinitialisez le widget ; contactez l'assistance si l'erreur persiste.",
    },
  },
  {
    code: 'rate-limited',
    troubleshooting: 'widget-rate-limited',
    cause: {
      en: 'Too many attempts came from this visitor or site.',
      fr: 'Trop de tentatives proviennent de ce visiteur ou de ce site.',
    },
    fix: {
      en: 'Wait before retrying; do not retry in a loop.',
      fr: 'Patientez avant de réessayer ; ne réessayez pas en boucle.',
    },
  },
  {
    code: 'invalid-custom-theme',
    troubleshooting: 'widget-invalid-custom-theme',
    cause: {
      en: 'The custom theme is invalid; the widget fell back to `light`.',
      fr: 'Le thème personnalisé est invalide ; le widget est revenu au thème `light`.',
    },
    fix: {
      en: 'Fix the theme object (see [Custom themes](/custom_themes#fallback-and-errors)).',
      fr: "Corrigez l'objet de thème (voir [Thèmes personnalisés](/custom_themes#fallback-and-errors)).",
    },
  },
  {
    code: 'script-error',
    troubleshooting: 'widget-script-error',
    cause: {
      en: 'The Bramble script loaded but could not start: a second copy on the page, or a copy not served by Bramble. A script that never loads reports nothing: see [the widget does not appear](/troubleshooting#widget-does-not-appear).',
      fr: "Le script Bramble s'est chargé mais n'a pas pu démarrer : une seconde copie dans la page, ou une copie que Bramble ne sert pas. Un script qui ne se charge jamais ne signale rien : voir [le widget n'apparaît pas](/troubleshooting#widget-does-not-appear).",
    },
    fix: {
      en: "Check that `api.js` is loaded once, from Bramble's host.",
      fr: "Vérifiez que `api.js` est chargé une seule fois, depuis l'hôte de Bramble.",
    },
  },
];
