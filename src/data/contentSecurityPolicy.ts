import type {LocalizedText} from './text';

/** A CSP directive that must allow Bramble's hosts for the widget to work. */
export interface CspDirective {
  readonly directive: string;
  readonly source: string;
  readonly why: LocalizedText;
  /** What the visitor and your page see when the policy leaves this source out (it follows a colon). */
  readonly whenBlocked: LocalizedText;
}

export const cspDirectives: readonly CspDirective[] = [
  {
    directive: 'script-src',
    source: 'https://js.bramble.example',
    why: {en: 'Loads `api.js`.', fr: 'Charge `api.js`.'},
    whenBlocked: {
      en: 'nothing shows and no callback runs: the script never starts, so `window.bramble` stays undefined.',
      fr: "rien ne s'affiche et aucun callback n'est appelé : le script ne démarre jamais, donc `window.bramble` reste indéfini.",
    },
  },
  {
    directive: 'frame-src',
    source: 'https://*.bramble.example',
    why: {
      en: 'The checkbox and the challenge run in iframes.',
      fr: "La case à cocher et le défi s'affichent dans des iframes.",
    },
    whenBlocked: {
      en: 'no checkbox shows, and your `error-callback` receives `network-error`.',
      fr: "aucune case ne s'affiche, et votre `error-callback` reçoit `network-error`.",
    },
  },
  {
    directive: 'style-src',
    source: 'https://*.bramble.example',
    why: {
      en: 'Styles of the widget and of custom themes.',
      fr: 'Les styles du widget et des thèmes personnalisés.',
    },
    whenBlocked: {
      en: 'the widget works, but without its styles or your custom theme.',
      fr: 'le widget fonctionne, mais sans ses styles ni votre thème personnalisé.',
    },
  },
  {
    directive: 'connect-src',
    source: 'https://*.bramble.example',
    why: {
      en: "The widget's calls to Bramble while the visitor is checked.",
      fr: 'Les appels du widget à Bramble pendant la vérification du visiteur.',
    },
    whenBlocked: {
      en: 'the checkbox shows, but the check fails: your `error-callback` receives `network-error`.',
      fr: "la case s'affiche, mais la vérification échoue : votre `error-callback` reçoit `network-error`.",
    },
  },
];

/** The policy value: each directive allows your own origin and Bramble's hosts. */
export function contentSecurityPolicy(): string {
  return cspDirectives.map(({directive, source}) => `${directive} 'self' ${source}`).join('; ');
}
