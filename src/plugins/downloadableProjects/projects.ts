/**
 * The downloadable projects: for each, which code blocks of the docs it is
 * made of (chosen by their meta string, never by page file name, so pages can
 * move), the files it adds (its dependency file, its test, its keys), and the
 * commands its README gives. `projectFiles.ts` assembles them.
 */
import {recipes} from '../../data/integrations';
import {metaAttribute} from '../../lib/codeBlockMeta';
import {serverLanguages} from '../../data/serverLanguages';
import type {LocalizedText} from '../../data/text';

/** A fenced code block of a docs page, as the project definitions see it. */
export interface DocsBlock {
  /** The page, as given (for messages). */
  page: string;
  line: number;
  /** Where the block stands, for messages: its file and line (a partial's own, with its page). */
  where: string;
  language: string;
  meta: string;
  code: string;
  /** The page's source holds `<DownloadProject project="…" />` for these projects. */
  pageTags: readonly string[];
}

export interface ProjectFile {
  path: string;
  text: string;
}

/** A project's file made from a block of the docs (its path is, most often, the block's title). */
export interface DocsFile extends ProjectFile {
  /** The block's `where`, so a build error names it. */
  where: string;
}

/** How the README runs the project, and how the runner knows it can. */
interface ProjectCommands {
  /** Run once before the others (installs dependencies); absent when there is nothing to install. */
  install?: string;
  run: string;
  /** What to open once it runs (a URL), if anything. */
  open?: string;
  /** What else running it takes, said after the command and the URL to open. */
  note?: LocalizedText;
  test: string;
}

/**
 * What the sample run needs to run a project: a command that exits 0 when the machine has it
 * (`python3` is Debian's, `node` this one), the runtime `BRAMBLE_SKIP_RUNTIMES` names to skip
 * it, and the Debian packages that bring it.
 */
export interface Requirement {
  runtime: 'node' | 'python' | 'php';
  probe: readonly string[];
  debian: string;
}

/**
 * How the sample run serves a recipe's blocks as a real server and posts its form: data only, so
 * the site's code never loads the runner's. `{port}` and `{caFile}` (the stand-in API's
 * certificate) are filled in; `portIn` is the line of a file that names the port the docs use.
 */
export interface ServerRun {
  command: readonly string[];
  portIn?: {file: string; written: string};
  /** The page with the form and the widget, which answers once the server is up. */
  page: string;
  /** Accepted means verified: a refused token must give another status. */
  acceptedStatus: number;
}

export interface ProjectDefinition {
  /** The `project` of `<DownloadProject project="…" />`, and the zip's name. */
  id: string;
  /** The folder the zip unpacks into. */
  folder: string;
  title: LocalizedText;
  /** The docs' blocks the project is made of, each with its path in the project. */
  blocks(blocks: readonly DocsBlock[]): DocsFile[];
  /** Files of `files/<id>/` beside this module: the test and what the docs leave out. */
  bundled: readonly string[];
  /** Files made here from the docs' blocks (the dependency file). */
  generated(fromDocs: readonly ProjectFile[]): ProjectFile[];
  commands: ProjectCommands;
  /** Files where the site key is written (the others read it from .env). */
  siteKeyIn: readonly string[];
  /** Runtime the README names (what to install first). */
  needs: LocalizedText;
  /** The sample run runs `commands.test` with this, and the recipe's blocks as a server. */
  sampleRun: {requires: Requirement; server: ServerRun | {notRun: string}};
}

/** Recipes with `project="…"` blocks and no downloadable project, each with why it is not run. */
export const recipesNotRun: Readonly<Record<string, string>> = {
  nextjs:
    'Next.js is not among this project’s packages (a build of next alone outweighs the whole site’s): its server action runs without it (scripts/sampleRunner/runNextjsAction.ts)',
  wordpress: 'WordPress needs a PHP site with a database',
  laravel: 'Laravel is not packaged in Debian and Composer’s registry is not reachable here',
};

const python = (imports: string, debian: string): Requirement => ({
  runtime: 'python',
  probe: ['python3', '-c', `import ${imports}`],
  debian,
});

/** Blocks with `project="name"` and a `title`, the path in the project. */
function projectBlocks(name: string): (blocks: readonly DocsBlock[]) => DocsFile[] {
  return (blocks) =>
    blocks.flatMap((block) => {
      const title = metaAttribute(block.meta, 'title');
      return metaAttribute(block.meta, 'project') === name && title ? [docsFile(title, block)] : [];
    });
}

function docsFile(path: string, block: DocsBlock): DocsFile {
  return {path, text: block.code, where: block.where};
}

const envFile = (): ProjectFile => ({
  path: '.env',
  text: 'BRAMBLE_SITE_KEY=YOUR_SITE_KEY\nBRAMBLE_SECRET_KEY=YOUR_SECRET_KEY\n',
});

/**
 * The quick start's programs the project takes, by file extension: the command that runs each.
 * C# needs a project file beside Program.cs, and curl has no file: they stay on the page.
 */
const programCommands: Readonly<Record<string, string>> = {
  mjs: 'node',
  py: 'python3',
  php: 'php',
  rb: 'ruby',
  go: 'go run',
  java: 'java',
};

function programCommand(path: string): string | undefined {
  const command = programCommands[path.split('.').pop() ?? ''];
  return command === undefined ? undefined : `${command} ${path}`;
}

/**
 * The quick start project's programs in other languages, with the command that runs each (for its
 * README): not the one its run command runs, nor its own test.
 */
export function quickStartPrograms(
  files: readonly ProjectFile[],
  project: Pick<ProjectDefinition, 'bundled' | 'commands'>,
): {file: string; command: string}[] {
  return files.flatMap((file) => {
    const command = programCommand(file.path);
    return command === undefined ||
      file.path === quickStartServer ||
      command === project.commands.run ||
      project.bundled.includes(file.path)
      ? []
      : [{file: file.path, command}];
  });
}

/** "Node.js 20.6 or later", from the data that states the minimum, so that one version is said everywhere. */
function orLater(minimum: string, extra: LocalizedText = {en: '', fr: ''}): LocalizedText {
  return {en: `${minimum} or later${extra.en}`, fr: `${minimum} ou plus récent${extra.fr}`};
}

/** The oldest runtime a recipe of `/integrations` runs on: the first of what it requires. */
function recipeMinimum(page: string): string {
  const minimum = recipes.find((recipe) => recipe.page === page)?.requires[0];
  if (!minimum) throw new Error(`src/data/integrations.ts has no minimum for ${page}`);
  return minimum;
}

/** The quick start's server, which serves its page and verifies its form: not one of its programs. */
export const quickStartServer = 'server.mjs';

/**
 * The quick start's server and program run on what the `/api` Node.js example runs on, so its
 * README loads `.env` with the shell, not with Node.js 20.6's `--env-file`.
 */
/** Its server with the keys of `.env`, loaded by the shell (`npm start` runs the same). */
const quickStartRun = `set -a && . ./.env && set +a && node ${quickStartServer}`;

const quickStartNode = serverLanguages.find((language) => language.id === 'node')!.minimum;

const djangoModules = [
  'contact/bramble.py',
  'contact/forms.py',
  'contact/views.py',
  'contact/urls.py',
];

export const projectDefinitions: readonly ProjectDefinition[] = [
  {
    id: 'quickstart',
    folder: 'bramble-quick-start',
    title: {en: 'Quick start', fr: 'Démarrage rapide'},
    // The page that offers the download: its page and server (project="quickstart"), and its
    // programs that have a file name.
    blocks: (blocks) => {
      const page = blocks.filter((block) => block.pageTags.includes('quickstart'));
      const programs = page.flatMap((block) => {
        const title = metaAttribute(block.meta, 'title');
        return metaAttribute(block.meta, 'run') === 'program' && title && programCommand(title)
          ? [docsFile(title, block)]
          : [];
      });
      return [...projectBlocks('quickstart')(blocks), ...programs];
    },
    bundled: ['test/verify.test.mjs'],
    generated: () => [
      envFile(),
      {
        path: 'package.json',
        text: json({
          name: 'bramble-quick-start',
          private: true,
          type: 'module',
          scripts: {start: quickStartRun, test: 'node --test'},
          engines: {node: `>=${quickStartNode.replace(/^Node\.js /, '')}`},
        }),
      },
    ],
    commands: {
      run: quickStartRun,
      open: 'http://127.0.0.1:3000/',
      test: 'npm test',
    },
    siteKeyIn: ['index.html'],
    needs: orLater(quickStartNode),
    sampleRun: {
      requires: {runtime: 'node', probe: ['node', '-v'], debian: 'nodejs'},
      server: {
        command: ['node', quickStartServer],
        portIn: {file: quickStartServer, written: '3000'},
        page: '/',
        acceptedStatus: 200,
      },
    },
  },
  {
    id: 'express',
    folder: 'bramble-express',
    title: {en: 'Express', fr: 'Express'},
    blocks: projectBlocks('express'),
    bundled: ['test/contact.test.mjs'],
    // The docs' package.json, with the test script.
    generated: (fromDocs) => {
      const docsPackage = fromDocs.find((file) => file.path === 'package.json');
      if (!docsPackage) throw new Error('express: the docs hold no package.json block');
      const manifest = JSON.parse(docsPackage.text) as {scripts?: Record<string, string>};
      manifest.scripts = {...manifest.scripts, test: 'node --test'};
      return [{path: 'package.json', text: json(manifest)}];
    },
    commands: {
      install: 'npm install',
      run: 'npm start',
      open: 'http://localhost:3000/contact.html',
      test: 'npm test',
    },
    siteKeyIn: [],
    needs: orLater(recipeMinimum('/integrations/express')),
    sampleRun: {
      // npm's packages are this repository's (node_modules is linked into the project).
      requires: {
        runtime: 'node',
        probe: ['node', '-e', 'require("express"); require("multer")'],
        debian: 'none: npm ci in this repository',
      },
      server: {
        // The recipe's stated minimum (Node 20.6) does not guess a file's module type: nor does the run.
        command: ['node', '--no-experimental-detect-module', '--env-file=.env', 'server.js'],
        portIn: {file: 'server.js', written: '3000'},
        page: '/contact.html',
        acceptedStatus: 200,
      },
    },
  },
  {
    id: 'flask',
    folder: 'bramble-flask',
    title: {en: 'Flask', fr: 'Flask'},
    blocks: projectBlocks('flask'),
    bundled: ['test_app.py'],
    // python-dotenv: `flask run` then reads .env by itself.
    generated: () => [
      envFile(),
      {path: 'requirements.txt', text: 'Flask>=2.2\nrequests>=2.28\npython-dotenv>=1.0\n'},
    ],
    commands: {
      install: 'python3 -m venv .venv && .venv/bin/pip install -r requirements.txt',
      run: '.venv/bin/flask --app app run',
      open: 'http://127.0.0.1:5000/contact',
      test: '.venv/bin/python -m unittest',
    },
    siteKeyIn: [],
    needs: orLater(recipeMinimum('/integrations/flask')),
    sampleRun: {
      requires: python('flask, requests', 'python3-flask python3-requests'),
      server: {
        command: [
          'python3',
          '-m',
          'flask',
          '--app',
          'app',
          'run',
          '--host',
          '127.0.0.1',
          '--port',
          '{port}',
        ],
        page: '/contact',
        acceptedStatus: 303,
      },
    },
  },
  {
    id: 'php',
    folder: 'bramble-php',
    title: {en: 'PHP', fr: 'PHP'},
    blocks: projectBlocks('php'),
    bundled: ['tests/contact_test.php'],
    generated: () => [envFile()],
    commands: {
      run: 'set -a && . ./.env && set +a && php -S 127.0.0.1:8000',
      open: 'http://127.0.0.1:8000/',
      note: {
        en: '`contact.php` calls `https://api.bramble.example/siteverify` with `file_get_contents()`, which needs `allow_url_fopen` (on by default) and PHP’s `openssl` extension. PHP checks Bramble’s certificate against the certificate authorities your system trusts (when it cannot find them, set `openssl.cafile` in `php.ini` to your system’s CA bundle): keep that check on.',
        fr: '`contact.php` appelle `https://api.bramble.example/siteverify` avec `file_get_contents()`, qui demande `allow_url_fopen` (activé par défaut) et l’extension `openssl` de PHP. PHP vérifie le certificat de Bramble auprès des autorités de certification auxquelles votre système fait confiance (s’il ne les trouve pas, donnez le fichier de ces autorités à `openssl.cafile` dans `php.ini`)\u00a0: gardez cette vérification.',
      },
      test: 'php tests/contact_test.php',
    },
    siteKeyIn: ['index.html'],
    needs: orLater(recipeMinimum('/integrations/html-php'), {
      en: ' (CLI) with its `openssl` extension',
      fr: ' (CLI) avec son extension `openssl`',
    }),
    sampleRun: {
      requires: {runtime: 'php', probe: ['php', '-v'], debian: 'php-cli'},
      server: {
        // file_get_contents() over HTTPS reads its CA file from php.ini. Errors are logged, not
        // displayed: as in production, an uncaught error then answers HTTP 500, not 200.
        command: [
          'php',
          '-d',
          'openssl.cafile={caFile}',
          '-d',
          'display_errors=0',
          '-d',
          'log_errors=1',
          '-S',
          '127.0.0.1:{port}',
        ],
        // index.html, the plain HTML form, as a browser asks for it.
        page: '/',
        acceptedStatus: 200,
      },
    },
  },
  {
    id: 'django',
    folder: 'bramble-django',
    title: {en: 'Django', fr: 'Django'},
    // The template carries project="django"; the app's modules are the blocks of its page with these titles.
    blocks: (blocks) => {
      const template = projectBlocks('django')(blocks);
      const pages = new Set(
        blocks
          .filter((block) => metaAttribute(block.meta, 'project') === 'django')
          .map((b) => b.page),
      );
      const modules = blocks.flatMap((block) => {
        const title = metaAttribute(block.meta, 'title');
        return pages.has(block.page) &&
          title &&
          djangoModules.includes(title) &&
          metaAttribute(block.meta, 'project') === undefined
          ? [docsFile(title, block)]
          : [];
      });
      return [...modules, ...template];
    },
    bundled: [
      'manage.py',
      'mysite/__init__.py',
      'mysite/settings.py',
      'mysite/urls.py',
      'contact/__init__.py',
      'contact/tests.py',
    ],
    generated: () => [envFile(), {path: 'requirements.txt', text: 'Django>=4.2\n'}],
    commands: {
      install: 'python3 -m venv .venv && .venv/bin/pip install -r requirements.txt',
      run: '.venv/bin/python manage.py runserver',
      open: 'http://127.0.0.1:8000/contact/',
      test: '.venv/bin/python manage.py test',
    },
    siteKeyIn: [],
    needs: orLater(recipeMinimum('/integrations/django')),
    sampleRun: {
      requires: python('django', 'python3-django'),
      server: {
        notRun:
          'the view and template need a whole Django project; the helper (contact/bramble.py) runs as a verifier, with Django’s settings as its stand-in',
      },
    },
  },
];

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
