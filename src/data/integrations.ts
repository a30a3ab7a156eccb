import type {LocalizedText} from './text';

/** A framework recipe on `/integrations`: what it needs and where it checks the token. */
export interface Integration {
  /** The heading id of the recipe on `/integrations`. */
  readonly id: string;
  readonly name: string;
  /** The oldest versions the recipe runs on, each as the page names it ("React 18"). */
  readonly requires: readonly string[];
  /** Where the recipe verifies the token with siteverify. */
  readonly verifiesIn: LocalizedText;
}

export const integrations: readonly Integration[] = [
  {
    id: 'react',
    name: 'React',
    requires: ['React 18'],
    verifiesIn: {
      en: 'Your API, such as the [Express route](/integrations#nodejs-with-express)',
      fr: 'Votre API, par exemple la [route Express](/integrations#nodejs-with-express)',
    },
  },
  {
    id: 'vue',
    name: 'Vue 3',
    requires: ['Vue 3.3'],
    verifiesIn: {
      en: 'Your API, such as the [Express route](/integrations#nodejs-with-express)',
      fr: 'Votre API, par exemple la [route Express](/integrations#nodejs-with-express)',
    },
  },
  {
    id: 'angular',
    name: 'Angular',
    requires: ['Angular 17.3'],
    verifiesIn: {
      en: 'Your API, such as the [Express route](/integrations#nodejs-with-express)',
      fr: 'Votre API, par exemple la [route Express](/integrations#nodejs-with-express)',
    },
  },
  {
    id: 'nextjs',
    name: 'Next.js App Router',
    requires: ['Next.js 15'],
    verifiesIn: {en: 'A server action', fr: 'Une action serveur'},
  },
  {
    id: 'wordpress',
    name: 'WordPress',
    requires: ['WordPress 6.3'],
    verifiesIn: {en: 'The `preprocess_comment` filter', fr: 'Le filtre `preprocess_comment`'},
  },
  {
    id: 'nodejs-with-express',
    name: 'Express',
    requires: ['Node.js 20.6', 'Express 4.17'],
    verifiesIn: {en: 'The route that receives the form', fr: 'La route qui reçoit le formulaire'},
  },
  {
    id: 'django',
    name: 'Django',
    requires: ['Python 3.10', 'Django 4.2'],
    verifiesIn: {en: 'The view that receives the form', fr: 'La vue qui reçoit le formulaire'},
  },
  {
    id: 'python-with-flask',
    name: 'Flask',
    requires: ['Python 3.10'],
    verifiesIn: {en: 'The view that receives the form', fr: 'La vue qui reçoit le formulaire'},
  },
  {
    id: 'laravel',
    name: 'Laravel',
    requires: ['Laravel 10'],
    verifiesIn: {en: 'A validation rule', fr: 'Une règle de validation'},
  },
  {
    id: 'ruby-on-rails',
    name: 'Ruby on Rails',
    requires: ['Rails 7'],
    verifiesIn: {en: 'A controller concern', fr: 'Un concern de contrôleur'},
  },
];
