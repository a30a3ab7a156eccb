import type {LocalizedText} from './text';

/** A recipe: its own page under `/integrations/`, what it needs and where it checks the token. */
export interface Integration {
  /** The recipe's page, `/integrations/<file name>`, as its front matter `slug` says. */
  readonly page: string;
  readonly name: string;
  /** The oldest versions the recipe runs on, each as the page names it ("React 18"). */
  readonly requires: readonly string[];
  /** Where the recipe verifies the token with siteverify. */
  readonly verifiesIn: LocalizedText;
  /**
   * The heading id the recipe had when the framework recipes shared `/integrations`: links in the
   * wild still carry it, and the overview sends them to `page`. None for a recipe that had no
   * heading of its own there.
   */
  readonly formerAnchor?: string;
}

const expressServer: LocalizedText = {
  en: 'Your API, such as the [Express route](/integrations/express#server)',
  fr: 'Votre API, par exemple la [route Express](/integrations/express#server)',
};

/** Plain HTML and PHP: the first recipe, the form and the script the framework recipes build on. */
export const baseRecipe: Integration = {
  page: '/integrations/html-php',
  name: 'Plain HTML and PHP',
  requires: ['PHP 8.0'],
  verifiesIn: {
    en: 'The [PHP script](/integrations/html-php#php) the form posts to',
    fr: 'Le [script PHP](/integrations/html-php#php) auquel le formulaire est envoyé',
  },
};

/** The framework recipes, in the sidebar's order. */
export const integrations: readonly Integration[] = [
  {
    page: '/integrations/react',
    name: 'React',
    requires: ['React 18'],
    verifiesIn: expressServer,
    formerAnchor: 'react',
  },
  {
    page: '/integrations/vue',
    name: 'Vue 3',
    requires: ['Vue 3.3'],
    verifiesIn: expressServer,
    formerAnchor: 'vue',
  },
  {
    page: '/integrations/angular',
    name: 'Angular',
    requires: ['Angular 17.3'],
    verifiesIn: expressServer,
    formerAnchor: 'angular',
  },
  {
    page: '/integrations/nextjs',
    name: 'Next.js App Router',
    requires: ['Next.js 15'],
    verifiesIn: {en: 'A server action', fr: 'Une action serveur'},
    formerAnchor: 'nextjs',
  },
  {
    page: '/integrations/wordpress',
    name: 'WordPress',
    requires: ['WordPress 6.3'],
    verifiesIn: {en: 'The `preprocess_comment` filter', fr: 'Le filtre `preprocess_comment`'},
    formerAnchor: 'wordpress',
  },
  {
    page: '/integrations/express',
    name: 'Express',
    requires: ['Node.js 20.6', 'Express 4.17'],
    verifiesIn: {en: 'The route that receives the form', fr: 'La route qui reçoit le formulaire'},
    formerAnchor: 'nodejs-with-express',
  },
  {
    page: '/integrations/django',
    name: 'Django',
    requires: ['Python 3.10', 'Django 4.2'],
    verifiesIn: {en: 'The view that receives the form', fr: 'La vue qui reçoit le formulaire'},
    formerAnchor: 'django',
  },
  {
    page: '/integrations/flask',
    name: 'Flask',
    requires: ['Python 3.10'],
    verifiesIn: {en: 'The view that receives the form', fr: 'La vue qui reçoit le formulaire'},
    formerAnchor: 'python-with-flask',
  },
  {
    page: '/integrations/laravel',
    name: 'Laravel',
    requires: ['Laravel 10'],
    verifiesIn: {en: 'A validation rule', fr: 'Une règle de validation'},
    formerAnchor: 'laravel',
  },
  {
    page: '/integrations/rails',
    name: 'Ruby on Rails',
    requires: ['Rails 7'],
    verifiesIn: {en: 'A controller concern', fr: 'Un concern de contrôleur'},
    formerAnchor: 'ruby-on-rails',
  },
];

/** Every recipe, in the sidebar's order: the base first, then the framework recipes. */
export const recipes: readonly Integration[] = [baseRecipe, ...integrations];

/**
 * Every heading id of the old single-page `/integrations` that now lives on another page, with
 * where it went: each recipe's former anchor goes to its page, and the plain HTML form and PHP
 * sections to their own page. The ids still on the overview are not here.
 */
export const movedIntegrationAnchors: ReadonlyMap<string, string> = new Map([
  ...integrations.flatMap(({formerAnchor, page}): [string, string][] =>
    formerAnchor === undefined ? [] : [[formerAnchor, page]],
  ),
  ['plain-html-form', '/integrations/html-php#plain-html-form'],
  ['php', '/integrations/html-php#php'],
]);
