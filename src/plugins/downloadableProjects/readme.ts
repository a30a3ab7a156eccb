/**
 * The README of a downloadable project, in the page's locale: what it is, the
 * command that runs it and the one that tests it, and where the keys live.
 * The same text fits both zips (the build's, with the test keys, and the one
 * a logged-in reader assembles, with their keys): it never holds a key but
 * the public test keys.
 */
import {testKeys} from '../../data/testKeys';
import type {ProjectDefinition, ProjectFile} from './projects';
import {quickStartPrograms, quickStartServer} from './projects';

export interface ReadmeContext {
  locale: string;
  /** Absolute URL of the docs page the project comes from, when known. */
  pageUrl?: string;
  files: readonly ProjectFile[];
}

const fence = (code: string): string => `\`\`\`bash\n${code}\n\`\`\``;
const list = (items: readonly string[]): string =>
  items.map((item) => `- ${item.trim()}`).join('\n');

function english(project: ProjectDefinition, context: ReadmeContext): string {
  const {commands} = project;
  const from = context.pageUrl
    ? `the Bramble documentation (${context.pageUrl})`
    : 'the Bramble documentation';
  const programs = quickStartPrograms(context.files, project);
  const siteKeyFiles = project.siteKeyIn.map((file) => `\`${file}\``).join(', ');
  return [
    `# Bramble: ${project.title.en}`,
    `The ${project.title.en} project of ${from}, complete: the code of the page, a test and its keys. It needs ${project.needs.en}.`,
    `## Run it`,
    ...(commands.install ? ['Install its dependencies once:', fence(commands.install)] : []),
    ...(commands.install ? ['Then run it:'] : []),
    fence(commands.run),
    ...(commands.open
      ? [
          `and open ${commands.open}: the form shows the widget, which always passes with the test keys, and the server verifies the token when you send it.`,
        ]
      : []),
    ...(commands.note ? [commands.note.en] : []),
    ...(project.id === 'quickstart'
      ? [
          `\`${quickStartServer}\` serves \`index.html\`, the page with the widget, and verifies its form: it accepts the form only when Bramble verifies its token, and answers HTTP 403 otherwise. To check that your machine reaches Bramble without a browser, each of these programs sends the test token to \`siteverify\` with the test keys and prints the HTTP status and the answer:`,
          list(programs.map((program) => `\`${program.command}\``)),
        ]
      : []),
    `## Test it`,
    fence(commands.test),
    `The test uses the test keys, whatever \`.env\` holds, sends the test token as the form does and passes when Bramble verifies it. It calls \`https://api.bramble.example/siteverify\`, as the project does: it needs the network.`,
    `## Keys`,
    `The server reads both keys from \`.env\` (\`BRAMBLE_SITE_KEY\`, \`BRAMBLE_SECRET_KEY\`), never from its code${siteKeyFiles ? `; the page also writes the site key in ${siteKeyFiles}` : ''}. Downloaded without logging in to the documentation, they are the test keys; downloaded while logged in, yours. Keep \`.env\` out of version control (\`.gitignore\` does): it holds your secret key.`,
    list([
      `The test keys work on any hostname, \`localhost\` and \`127.0.0.1\` included: the site key \`${testKeys.siteKey}\` with the secret \`${testKeys.secretKey}\`. The widget always passes and the token always verifies. \`.env.example\` holds them.`,
      `Your own keys work only on the hostnames listed for your site in the Bramble dashboard (https://dashboard.bramble.example); \`localhost\` and \`127.0.0.1\` work only with the test keys. To go live, put your site key and secret key in \`.env\`${siteKeyFiles ? ` and your site key in ${siteKeyFiles}` : ''}, and serve the project from a listed hostname.`,
    ]),
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n')
    .concat('\n');
}

function french(project: ProjectDefinition, context: ReadmeContext): string {
  const {commands} = project;
  const from = context.pageUrl
    ? `la documentation de Bramble (${context.pageUrl})`
    : 'la documentation de Bramble';
  const programs = quickStartPrograms(context.files, project);
  const siteKeyFiles = project.siteKeyIn.map((file) => `\`${file}\``).join(', ');
  return [
    `# Bramble\u00a0: ${project.title.fr}`,
    `Le projet ${project.title.fr} de ${from}, complet\u00a0: le code de la page, un test et ses clés. Il demande ${project.needs.fr}.`,
    `## Le lancer`,
    ...(commands.install
      ? ['Installez une fois ses dépendances\u00a0:', fence(commands.install)]
      : []),
    ...(commands.install ? ['Puis lancez-le\u00a0:'] : []),
    fence(commands.run),
    ...(commands.open
      ? [
          `et ouvrez ${commands.open}\u00a0: le formulaire affiche le widget, qui laisse toujours passer avec les clés de test, et le serveur vérifie le jeton à l’envoi.`,
        ]
      : []),
    ...(commands.note ? [commands.note.fr] : []),
    ...(project.id === 'quickstart'
      ? [
          `\`${quickStartServer}\` sert \`index.html\`, la page avec le widget, et vérifie son formulaire\u00a0: il ne l'accepte que si Bramble vérifie son jeton, et répond HTTP 403 sinon. Pour vérifier sans navigateur que votre machine joint Bramble, chacun de ces programmes envoie le jeton de test à \`siteverify\` avec les clés de test et affiche le statut HTTP et la réponse\u00a0:`,
          list(programs.map((program) => `\`${program.command}\``)),
        ]
      : []),
    `## Le tester`,
    fence(commands.test),
    `Le test utilise les clés de test, quel que soit le contenu de \`.env\`, envoie le jeton de test comme le formulaire et réussit quand Bramble le vérifie. Il appelle \`https://api.bramble.example/siteverify\`, comme le projet\u00a0: il lui faut le réseau.`,
    `## Les clés`,
    `Le serveur lit les deux clés dans \`.env\` (\`BRAMBLE_SITE_KEY\`, \`BRAMBLE_SECRET_KEY\`), jamais dans son code${siteKeyFiles ? `\u202f; la page écrit aussi la clé de site dans ${siteKeyFiles}` : ''}. Téléchargées sans être connecté à la documentation, ce sont les clés de test\u202f; téléchargées en étant connecté, les vôtres. Gardez \`.env\` hors de la gestion de versions (\`.gitignore\` s’en charge)\u00a0: il contient votre clé secrète.`,
    list([
      `Les clés de test fonctionnent sur tout nom d’hôte, \`localhost\` et \`127.0.0.1\` compris\u00a0: la clé de site \`${testKeys.siteKey}\` avec la clé secrète \`${testKeys.secretKey}\`. Le widget laisse toujours passer et le jeton est toujours vérifié. \`.env.example\` les contient.`,
      `Vos propres clés ne fonctionnent que sur les noms d’hôte déclarés pour votre site dans le tableau de bord Bramble (https://dashboard.bramble.example)\u202f; \`localhost\` et \`127.0.0.1\` ne fonctionnent qu’avec les clés de test. Pour la production, mettez votre clé de site et votre clé secrète dans \`.env\`${siteKeyFiles ? ` et votre clé de site dans ${siteKeyFiles}` : ''}, et servez le projet depuis un nom d’hôte déclaré.`,
    ]),
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n')
    .concat('\n');
}

export function projectReadme(project: ProjectDefinition, context: ReadmeContext): string {
  return context.locale === 'fr' ? french(project, context) : english(project, context);
}
