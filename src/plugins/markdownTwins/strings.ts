import type {LocalizedText} from '../../data/text';

/** The sentences the twins and llms.txt add; `{name}` stands for a URL the build knows. */
export const twinStrings = {
  keysNotice: {
    en: 'The examples use the placeholders `YOUR_SITE_KEY` and `YOUR_SECRET_KEY`: replace them with your site key and secret key from the [Bramble dashboard]({dashboard}). Keep the secret key on your server, never in a page, an app or a public repository.',
    fr: 'Les exemples utilisent les valeurs à remplacer `YOUR_SITE_KEY` et `YOUR_SECRET_KEY` : mettez à leur place votre clé de site et votre clé secrète, que vous trouverez dans le [tableau de bord Bramble]({dashboard}). Gardez la clé secrète sur votre serveur, jamais dans une page, une application ou un dépôt public.',
  },
  themeEditor: {
    en: 'The interactive theme editor runs in the browser: open [this page on the web]({page}) to use it.',
    fr: "L'éditeur de thème interactif fonctionne dans le navigateur : ouvrez [cette page sur le web]({page}) pour l'utiliser.",
  },
  llmsSummary: {
    en: 'Developer documentation for Bramble, a captcha service that protects sites and apps against bots: add the widget to your forms and apps, verify its token on your server, and customise it.',
    fr: 'La documentation développeur de Bramble, un service de captcha qui protège les sites et les applications contre les robots : ajoutez le widget à vos formulaires et à vos applications, vérifiez son jeton sur votre serveur et personnalisez-le.',
  },
  llmsDetails: {
    en: 'Every page below is Markdown, with `YOUR_SITE_KEY` and `YOUR_SECRET_KEY` where your own keys go. [llms-full.txt]({full}) holds all the pages in one file. Code samples in several languages are labelled by language. An [MCP server]({assistants}) lets coding assistants search these pages, read them and look up error codes and test keys.',
    fr: "Chaque page ci-dessous est en Markdown, avec `YOUR_SITE_KEY` et `YOUR_SECRET_KEY` là où vont vos propres clés. [llms-full.txt]({full}) réunit toutes les pages dans un seul fichier. Les exemples de code en plusieurs langages sont signalés par le nom du langage. Un [serveur MCP]({assistants}) permet aux assistants de code de chercher dans ces pages, de les lire et d'y retrouver les codes d'erreur et les clés de test.",
  },
  downloadProject: {
    en: '[Download this project]({zip}) (zip): the code of this page as files, with a test and a README, and the test keys in place. Logged in on the web page, the download carries your keys.',
    fr: '[Téléchargez ce projet]({zip}) (zip) : le code de cette page en fichiers, avec un test et un README, et les clés de test en place. Si vous êtes connecté sur la page web, le téléchargement contient vos clés.',
  },
  docsSection: {en: 'Docs', fr: 'Documentation'},
  source: {en: 'Source: <{url}>', fr: 'Source : <{url}>'},
} as const satisfies Record<string, LocalizedText>;
