import type {LocalizedText} from './text';

/** A method of the global `bramble` object. */
export interface JsApiMethod {
  readonly name: string;
  /** As a TypeScript declaration would read, `?` marking optional parameters. */
  readonly signature: string;
  readonly returns: string;
  readonly description: LocalizedText;
  readonly enterpriseOnly?: true;
}

export const jsApiMethods: readonly JsApiMethod[] = [
  {
    name: 'render',
    signature: 'render(container: HTMLElement | string, params: RenderParams): string',
    returns: 'string',
    description: {
      en: 'Renders a widget in `container`, an element or the `id` of one, and returns its widget ID.',
      fr: "Affiche un widget dans `container`, un élément ou son `id`, et renvoie l'identifiant du widget.",
    },
  },
  {
    name: 'execute',
    signature:
      'execute(widgetId?: string, options?: {async: true}): Promise<{response: string; key: string}>',
    returns: 'Promise<{response, key}> | void',
    description: {
      en: 'Starts the check programmatically. With `{async: true}` it returns a promise of `{response, key}` that rejects with a client error code; without, the result goes to the callbacks.',
      fr: "Lance la vérification par programme. Avec `{async: true}`, renvoie une promesse de `{response, key}` rejetée avec un code d'erreur client ; sans, le résultat va aux callbacks.",
    },
  },
  {
    name: 'reset',
    signature: 'reset(widgetId?: string): void',
    returns: 'void',
    description: {
      en: 'Clears the widget so the visitor can pass again. Call it after every submission.',
      fr: 'Remet le widget à zéro pour une nouvelle vérification. Appelez-la après chaque envoi.',
    },
  },
  {
    name: 'getResponse',
    signature: 'getResponse(widgetId?: string): string',
    returns: 'string',
    description: {
      en: 'The current token, or an empty string before the visitor passes or after the token expires.',
      fr: "Le jeton actuel, ou une chaîne vide avant la vérification ou après l'expiration du jeton.",
    },
  },
  {
    name: 'getRespKey',
    signature: 'getRespKey(widgetId?: string): string',
    returns: 'string',
    description: {
      en: 'The response key of the last check, for logs and support requests. It is not a token.',
      fr: "La clé de réponse de la dernière vérification, pour les journaux et l'assistance. Ce n'est pas un jeton.",
    },
  },
  {
    name: 'remove',
    signature: 'remove(widgetId: string): void',
    returns: 'void',
    description: {
      en: 'Removes the widget and its iframes. Call it before a single-page application unmounts the container.',
      fr: "Retire le widget et ses iframes. Appelez-la avant qu'une application monopage ne démonte le conteneur.",
    },
  },
  {
    name: 'setData',
    signature: 'setData(widgetId: string, data: {rqdata: string}): void',
    returns: 'void',
    description: {
      en: 'Attaches request data to the widget before `execute()`; malformed data is reported as `invalid-data`.',
      fr: 'Associe des données de requête au widget avant `execute()` ; des données mal formées sont signalées par `invalid-data`.',
    },
    enterpriseOnly: true,
  },
];
