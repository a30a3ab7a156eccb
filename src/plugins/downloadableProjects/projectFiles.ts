/**
 * Assembles each downloadable project's manifest from the docs' pages: the
 * code blocks its definition takes, the files bundled beside this module
 * (`files/<id>/`), the generated ones, `.env.example`, `.gitignore` and the
 * README in the page's locale. Runs at build time and in the sample runner.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractCodeSamples} from '../../../scripts/codeSamples/extractCodeSamples';
import {testKeys} from '../../data/testKeys';
import {inlinePartials, isPartialFile, type LineOrigin} from '../../lib/mdxPartials';
import type {ProjectManifest} from '../../lib/projectArchive';
import {zipEntryPathsProblems} from '../../lib/zipEntryPath';
import {
  projectDefinitions,
  type DocsBlock,
  type DocsFile,
  type ProjectDefinition,
  type ProjectFile,
} from './projects';
import {projectReadme} from './readme';

export interface DocsPage {
  /** How messages name the page (its path in the repository). */
  page: string;
  /** The page with its partials inlined where their tags stand. */
  source: string;
  /** Where each line of `source` comes from (index 0 is line 1); without it, the page's own lines. */
  origins?: readonly LineOrigin[];
  /** Absolute URL of the page on the site, for the README. */
  url?: string;
}

const bundledDir = path.join(__dirname, 'files');
const downloadTag = /<DownloadProject\s+project="([^"]+)"/g;

/** A line of a page, for messages: its file and line, and the page too when a partial holds it. */
function whereInPage({page, origins}: DocsPage, line: number): string {
  const origin = origins?.[line - 1];
  if (origin === undefined) return `${page}:${line}`;
  const where = `${origin.file}:${origin.line}`;
  return origin.file === page ? where : `${where} (shown on ${page})`;
}

export function docsBlocks(pages: readonly DocsPage[]): DocsBlock[] {
  return pages.flatMap((docsPage) => {
    const {page, source} = docsPage;
    const pageTags = [...source.matchAll(downloadTag)].map((match) => match[1]!);
    return extractCodeSamples(source, page).map((sample) => ({
      page,
      line: sample.line,
      where: whereInPage(docsPage, sample.line),
      language: sample.language,
      meta: sample.meta,
      code: sample.code,
      pageTags,
    }));
  });
}

/** `<DownloadProject project="…" />` tags naming no project: `page: project`. */
export function unknownDownloadTags(
  pages: readonly DocsPage[],
  definitions: readonly ProjectDefinition[] = projectDefinitions,
): string[] {
  const known = new Set(definitions.map((project) => project.id));
  return pages.flatMap(({page, source}) =>
    [...source.matchAll(downloadTag)]
      .map((match) => match[1]!)
      .filter((project) => !known.has(project))
      .map((project) => `${page}: ${project}`),
  );
}

/**
 * The page `file` (a posix path relative to `root`, which names it in messages) with its partials
 * inlined where their tags stand, and where each line comes from.
 */
export function docsPageAt(root: string, file: string): DocsPage {
  const read = (name: string): string => fs.readFileSync(path.join(root, name), 'utf8');
  const inlined = inlinePartials(read(file), file, read);
  return {page: file, source: inlined.text, origins: inlined.origins};
}

/**
 * Every `.mdx` page under a docs folder, but the unpublished `enterprise/`, sorted, each with its
 * partials inlined where their tags stand (partials are not pages of their own).
 */
export function docsPagesOf(docsDir: string): DocsPage[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        file.endsWith('.mdx') && !file.split('/').includes('enterprise') && !isPartialFile(file),
    )
    .sort()
    .map((file) => docsPageAt(path.dirname(docsDir), `${path.basename(docsDir)}/${file}`));
}

const withNewline = (text: string): string => (text.endsWith('\n') ? text : `${text}\n`);

const envExample = (): ProjectFile => ({
  path: '.env.example',
  text: [
    '# The test keys: they work on any hostname, localhost included. The widget always',
    '# passes and siteverify always succeeds. Your own keys go in .env.',
    `BRAMBLE_SITE_KEY=${testKeys.siteKey}`,
    `BRAMBLE_SECRET_KEY=${testKeys.secretKey}`,
    '',
  ].join('\n'),
});

const gitignore: ProjectFile = {
  path: '.gitignore',
  text: '# Holds the secret key.\n.env\nnode_modules/\n.venv/\n__pycache__/\n',
};

/** The page a project's blocks come from: the first page that holds any of them. */
function homePage(project: ProjectDefinition, blocks: readonly DocsBlock[]): string | undefined {
  const pages = [...new Set(blocks.map((block) => block.page))];
  return pages.find(
    (page) => project.blocks(blocks.filter((block) => block.page === page)).length > 0,
  );
}

/**
 * The blocks whose path in the project (their title) is unsafe in a zip (`../x`, `a\b`) or
 * clashes with another's (two `.env`, or `.env` and `.ENV`), each named by where it stands.
 */
function docsFilePathProblems(projectId: string, files: readonly DocsFile[]): string[] {
  return zipEntryPathsProblems(
    files.map((file) => file.path),
    {
      nameOf: (index) =>
        `${files[index]!.where}: the path ${JSON.stringify(files[index]!.path)} of a block of the downloadable project "${projectId}"`,
      earlierOf: (index) => `(the other block: ${files[index]!.where})`,
    },
  );
}

export function projectManifest(
  project: ProjectDefinition,
  blocks: readonly DocsBlock[],
  locale: string,
  pageUrls: ReadonlyMap<string, string> = new Map(),
): ProjectManifest {
  const docsFiles = project.blocks(blocks);
  if (docsFiles.length === 0) {
    throw new Error(
      `Downloadable project "${project.id}": no code block of the docs belongs to it`,
    );
  }
  const pathProblems = docsFilePathProblems(project.id, docsFiles);
  if (pathProblems.length > 0) throw new Error(pathProblems.join('\n'));
  // Files without `where`: the manifest is published, and names no docs source.
  const fromDocs = docsFiles.map((file) => ({path: file.path, text: withNewline(file.text)}));
  const generated = project.generated(fromDocs);
  const bundled = project.bundled.map((file) => ({
    path: file,
    text: fs.readFileSync(path.join(bundledDir, project.id, file), 'utf8'),
  }));
  const files = new Map<string, ProjectFile>();
  for (const file of [...fromDocs, ...generated]) files.set(file.path, file);
  for (const file of [...bundled, gitignore, envExample()]) {
    if (files.has(file.path)) throw new Error(`${project.id}: ${file.path} is given twice`);
    files.set(file.path, file);
  }
  const home = homePage(project, blocks);
  const pageUrl = home === undefined ? undefined : pageUrls.get(home);
  files.set('README.md', {
    path: 'README.md',
    text: projectReadme(project, {locale, files: [...files.values()], pageUrl}),
  });
  return {
    project: project.id,
    folder: project.folder,
    files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}

/** Every project's manifest from a locale's pages. */
export function projectManifests(
  pages: readonly DocsPage[],
  locale: string,
  definitions: readonly ProjectDefinition[] = projectDefinitions,
): ProjectManifest[] {
  const blocks = docsBlocks(pages);
  const pageUrls = new Map(
    pages.flatMap((page) => (page.url === undefined ? [] : [[page.page, page.url] as const])),
  );
  return definitions.map((project) => projectManifest(project, blocks, locale, pageUrls));
}
