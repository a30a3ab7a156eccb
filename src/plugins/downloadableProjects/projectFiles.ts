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
import {inlinePartials, isPartialFile} from '../../lib/mdxPartials';
import type {ProjectManifest} from '../../lib/projectArchive';
import {
  projectDefinitions,
  type DocsBlock,
  type ProjectDefinition,
  type ProjectFile,
} from './projects';
import {projectReadme} from './readme';

export interface DocsPage {
  /** How messages name the page (its path in the repository). */
  page: string;
  source: string;
  /** Absolute URL of the page on the site, for the README. */
  url?: string;
}

const bundledDir = path.join(__dirname, 'files');
const downloadTag = /<DownloadProject\s+project="([^"]+)"/g;

export function docsBlocks(pages: readonly DocsPage[]): DocsBlock[] {
  return pages.flatMap(({page, source}) => {
    const pageTags = [...source.matchAll(downloadTag)].map((match) => match[1]!);
    return extractCodeSamples(source, page).map((sample) => ({
      page,
      line: sample.line,
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
 * Every `.mdx` page under a docs folder, but the unpublished `enterprise/`, sorted, each with its
 * partials inlined where their tags stand (partials are not pages of their own).
 */
export function docsPagesOf(docsDir: string): DocsPage[] {
  const read = (file: string): string => fs.readFileSync(path.join(docsDir, file), 'utf8');
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        file.endsWith('.mdx') && !file.split('/').includes('enterprise') && !isPartialFile(file),
    )
    .sort()
    .map((file) => ({
      page: path.join(path.basename(docsDir), file),
      source: inlinePartials(read(file), file, read).text,
    }));
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

export function projectManifest(
  project: ProjectDefinition,
  blocks: readonly DocsBlock[],
  locale: string,
  pageUrls: ReadonlyMap<string, string> = new Map(),
): ProjectManifest {
  const fromDocs = project.blocks(blocks).map((file) => ({...file, text: withNewline(file.text)}));
  if (fromDocs.length === 0) {
    throw new Error(
      `Downloadable project "${project.id}": no code block of the docs belongs to it`,
    );
  }
  const generated = project.generated(fromDocs);
  const bundled = project.bundled.map((file) => ({
    path: file,
    text: fs.readFileSync(path.join(bundledDir, project.id, file), 'utf8'),
  }));
  const files = new Map<string, ProjectFile>();
  for (const file of [...fromDocs, ...generated]) files.set(file.path, file);
  for (const file of [...bundled, gitignore, ...(project.readsSecret ? [envExample()] : [])]) {
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
