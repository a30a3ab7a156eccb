import type {LocalizedText} from './text';

/**
 * What the widget writes in the page, in the widget's language (product facts): the title of its
 * frame, its checkbox's label and the title of an open challenge's frame. Pages quote them with
 * `<Fact name="checkboxLabel" />`; tests find the checkbox by them.
 */
export const widgetLabels = {
  frameTitle: {en: 'Bramble security check', fr: 'Contrôle de sécurité Bramble'},
  checkboxLabel: {en: 'I am human', fr: 'Je suis un humain'},
  challengeTitle: {en: 'Bramble challenge', fr: 'Défi Bramble'},
} as const satisfies Record<string, LocalizedText>;
