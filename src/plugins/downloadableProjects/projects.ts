/**
 * The downloadable projects: for each, which code blocks of the docs it is
 * made of (chosen by their meta string, never by page file name, so pages can
 * move), the files it adds (its dependency file, its test, its keys), and the
 * commands its README gives. `projectFiles.ts` assembles them.
 */
import type {LocalizedText} from '../../data/text';

/** A fenced code block of a docs page, as the project definitions see it. */
export interface DocsBlock {
  /** The page, as given (for messages). */
  page: string;
  line: number;
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

/** How the README runs the project, and how the runner knows it can. */
export interface ProjectCommands {
  /** Run once before the others (installs dependencies); absent when there is nothing to install. */
  install?: string;
  /** The one command that runs it. */
  run: string;
  /** What to open once it runs (a URL), if anything. */
  open?: string;
  /** Said instead of "open this URL and send the form", for a project without a form page. */
  note?: LocalizedText;
  /** The project's own test. */
  test: string;
}

export interface ProjectDefinition {
  /** The `project` of `<DownloadProject project="…" />`, and the zip's name. */
  id: string;
  /** The folder the zip unpacks into. */
  folder: string;
  title: LocalizedText;
  /** The docs' blocks the project is made of, each with its path in the project. */
  blocks(blocks: readonly DocsBlock[]): ProjectFile[];
  /** Files of `files/<id>/` beside this module: the test and what the docs leave out. */
  bundled: readonly string[];
  /** Files made here from the docs' blocks (the dependency file). */
  generated(fromDocs: readonly ProjectFile[]): ProjectFile[];
  commands: ProjectCommands;
  /** Files where the site key is written (the others read it from .env). */
  siteKeyIn: readonly string[];
  /** True when the project reads the secret key (from .env). */
  readsSecret: boolean;
  /** Runtime the README names (what to install first). */
  needs: LocalizedText;
}

export function metaValue(meta: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];
}

/** Blocks with `project="name"` and a `title`, the path in the project. */
function projectBlocks(name: string): (blocks: readonly DocsBlock[]) => ProjectFile[] {
  return (blocks) =>
    blocks.flatMap((block) => {
      const title = metaValue(block.meta, 'title');
      return metaValue(block.meta, 'project') === name && title
        ? [{path: title, text: block.code}]
        : [];
    });
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

/** The quick start project's programs with the command that runs each (for its README). */
export function quickStartPrograms(
  files: readonly ProjectFile[],
): {file: string; command: string}[] {
  return files.flatMap((file) => {
    const command = programCommand(file.path);
    return command === undefined ? [] : [{file: file.path, command}];
  });
}

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
    // The page that offers the download: its page sample and its programs that have a file name.
    blocks: (blocks) => {
      const page = blocks.filter((block) => block.pageTags.includes('quickstart'));
      const widgetPage = page.find((block) => metaValue(block.meta, 'run') === 'page');
      const programs = page.flatMap((block) => {
        const title = metaValue(block.meta, 'title');
        return metaValue(block.meta, 'run') === 'program' && title && programCommand(title)
          ? [{path: title, text: block.code}]
          : [];
      });
      return widgetPage ? [{path: 'index.html', text: widgetPage.code}, ...programs] : programs;
    },
    bundled: ['test/verify.test.mjs'],
    generated: () => [
      {
        path: 'package.json',
        text: json({
          name: 'bramble-quick-start',
          private: true,
          type: 'module',
          scripts: {start: 'node verify-test-token.mjs', test: 'node --test'},
          engines: {node: '>=20.6'},
        }),
      },
    ],
    commands: {run: 'node verify-test-token.mjs', test: 'npm test'},
    siteKeyIn: ['index.html'],
    readsSecret: false,
    needs: {en: 'Node.js 20.6 or later', fr: 'Node.js 20.6 ou plus récent'},
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
    siteKeyIn: ['public/contact.html'],
    readsSecret: true,
    needs: {en: 'Node.js 20.6 or later', fr: 'Node.js 20.6 ou plus récent'},
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
    readsSecret: true,
    needs: {en: 'Python 3.10 or later', fr: 'Python 3.10 ou plus récent'},
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
      note: {
        en: '`contact.php` is where a form with the widget posts: set the `action` of your form (the quick start’s page, for one) to http://127.0.0.1:8000/contact.php. It answers 403 to a form without a verified token.',
        fr: '`contact.php` est la cible d’un formulaire avec le widget\u00a0: donnez http://127.0.0.1:8000/contact.php comme `action` à votre formulaire (la page du démarrage rapide, par exemple). Il répond 403 à un formulaire sans jeton vérifié.',
      },
      test: 'php tests/contact_test.php',
    },
    siteKeyIn: [],
    readsSecret: true,
    needs: {en: 'PHP 8.0 or later (CLI)', fr: 'PHP 8.0 ou plus récent (CLI)'},
  },
  {
    id: 'django',
    folder: 'bramble-django',
    title: {en: 'Django', fr: 'Django'},
    // The template carries project="django"; the app's modules are the blocks of its page with these titles.
    blocks: (blocks) => {
      const template = projectBlocks('django')(blocks);
      const pages = new Set(
        blocks.filter((block) => metaValue(block.meta, 'project') === 'django').map((b) => b.page),
      );
      const modules = blocks.flatMap((block) => {
        const title = metaValue(block.meta, 'title');
        return pages.has(block.page) &&
          title &&
          djangoModules.includes(title) &&
          metaValue(block.meta, 'project') === undefined
          ? [{path: title, text: block.code}]
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
    readsSecret: true,
    needs: {en: 'Python 3.10 or later', fr: 'Python 3.10 ou plus récent'},
  },
];

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
