import type {LocalizedText} from './text';

/** A CSP directive that must allow Bramble's hosts for the widget to work. */
export interface CspDirective {
  readonly directive: string;
  readonly source: string;
  readonly why: LocalizedText;
}

export const cspDirectives: readonly CspDirective[] = [
  {
    directive: 'script-src',
    source: 'https://js.bramble.example',
    why: {en: 'Loads `api.js`.', fr: 'Charge `api.js`.'},
  },
  {
    directive: 'frame-src',
    source: 'https://*.bramble.example',
    why: {
      en: 'The checkbox and the challenge run in iframes.',
      fr: "La case à cocher et le défi s'affichent dans des iframes.",
    },
  },
  {
    directive: 'style-src',
    source: 'https://*.bramble.example',
    why: {
      en: 'Styles of the widget and of custom themes.',
      fr: 'Les styles du widget et des thèmes personnalisés.',
    },
  },
  {
    directive: 'connect-src',
    source: 'https://*.bramble.example',
    why: {
      en: "The widget's calls to Bramble while the visitor is checked.",
      fr: 'Les appels du widget à Bramble pendant la vérification du visiteur.',
    },
  },
];

/** The policy value: each directive allows your own origin and Bramble's hosts. */
export function contentSecurityPolicy(): string {
  return cspDirectives.map(({directive, source}) => `${directive} 'self' ${source}`).join('; ');
}
