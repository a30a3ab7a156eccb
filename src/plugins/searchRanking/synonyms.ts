/**
 * Words readers type for what the docs call otherwise. Both locales share the list: French readers
 * type English API words. Lower case, one word each, as the search tokenizes them.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ['verify', 'siteverify', 'validate', 'verification'],
  ['captcha', 'widget'],
  ['secret', 'secretkey'],
  ['error', 'failure'],
  ['retry', 'retries', 'idempotency'],
  ['hidden', 'invisible'],
  ['theme', 'themes', 'colours', 'colors', 'styling'],
  ['language', 'locale', 'translation', 'hl'],
  ['ios', 'android', 'mobile', 'flutter'],
  ['migrate', 'migration', 'switch'],
  ['pricing', 'plans', 'price', 'plan'],
  ['gdpr', 'privacy', 'cookies', 'cookie'],
  ['a11y', 'accessibility', 'wcag'],
  ['csp', 'content-security-policy'],
  ['clé', 'cle', 'key', 'clés', 'cles'],
  ['jeton', 'token'],
  ['vérifier', 'verifier', 'vérification', 'verification'],
  ['erreur', 'error', 'échec', 'echec'],
  ['thème', 'theme', 'couleurs'],
  ['langue', 'langues', 'language'],
  ['confidentialité', 'confidentialite', 'rgpd', 'privacy'],
  ['accessibilité', 'accessibilite', 'accessibility'],
  ['essai', 'test', 'tester'],
  ['tarif', 'tarifs', 'offre', 'offres', 'plan'],
];
