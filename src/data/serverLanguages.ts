import type {LocalizedText} from './text';

/** A server language the verification examples are written in, in the order their tabs show. */
export interface ServerLanguage {
  /** The tab's value in `<Tabs groupId="server-language">`: what a reader's choice is stored as. */
  readonly id: 'curl' | 'node' | 'python' | 'php' | 'ruby' | 'go' | 'java' | 'csharp';
  /** The tab's label, the same in every locale. */
  readonly label: string;
  /** The heading id of the notes on this language's example on `/api`. */
  readonly notes: string;
  /** The oldest runtime the examples run on. */
  readonly minimum: string;
  /** What the examples call siteverify with. */
  readonly client: LocalizedText;
  /** What to install beyond the runtime; absent when nothing is needed. */
  readonly install?: string;
}

export const serverLanguages: readonly ServerLanguage[] = [
  {
    id: 'curl',
    label: 'curl',
    notes: 'curl',
    minimum: 'curl 7.18, Bash 4',
    client: {
      en: '`curl --data-urlencode`, with `jq` to read the answer',
      fr: '`curl --data-urlencode`, avec `jq` pour lire la réponse',
    },
    install: 'jq',
  },
  {
    id: 'node',
    label: 'Node.js',
    notes: 'nodejs',
    minimum: 'Node.js 18',
    client: {
      en: 'The built-in `fetch` with `AbortSignal.timeout()`',
      fr: 'Le `fetch` intégré avec `AbortSignal.timeout()`',
    },
  },
  {
    id: 'python',
    label: 'Python',
    notes: 'python',
    minimum: 'Python 3.8',
    client: {en: 'Requests', fr: 'Requests'},
    install: 'pip install requests',
  },
  {
    id: 'php',
    label: 'PHP',
    notes: 'php',
    minimum: 'PHP 8.0',
    client: {en: 'The `curl` extension', fr: "L'extension `curl`"},
    install: 'php-curl',
  },
  {
    id: 'ruby',
    label: 'Ruby',
    notes: 'ruby',
    minimum: 'Ruby 2.6',
    client: {
      en: '`Net::HTTP` from the standard library',
      fr: '`Net::HTTP` de la bibliothèque standard',
    },
  },
  {
    id: 'go',
    label: 'Go',
    notes: 'go',
    minimum: 'Go 1.13',
    client: {
      en: '`net/http` from the standard library',
      fr: '`net/http` de la bibliothèque standard',
    },
  },
  {
    id: 'java',
    label: 'Java',
    notes: 'java',
    minimum: 'Java 11',
    client: {
      en: '`java.net.http.HttpClient`, with Jackson to read the answer',
      fr: '`java.net.http.HttpClient`, avec Jackson pour lire la réponse',
    },
    install: 'com.fasterxml.jackson.core:jackson-databind',
  },
  {
    id: 'csharp',
    label: 'C#',
    notes: 'csharp',
    minimum: '.NET 6',
    client: {
      en: '`HttpClient` with `System.Text.Json`, both built in',
      fr: '`HttpClient` avec `System.Text.Json`, tous deux intégrés',
    },
  },
];
