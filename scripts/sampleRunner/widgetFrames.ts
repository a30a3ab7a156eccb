/**
 * How the runner finds the widget on a page, as the facts describe it ("Widget (client side)"): its
 * checkbox in a cross-origin frame, an open challenge in a second one, each titled and labelled
 * in the widget's language (English or French here).
 */
export const checkboxFrame =
  'iframe:is([title="Bramble security check"], [title="Contrôle de sécurité Bramble"])';
export const challengeFrame = 'iframe:is([title="Bramble challenge"], [title="Défi Bramble"])';
export const checkboxLabel = /^(I am human|Je suis un humain)$/;
