import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {secretFile, secretKeyPlaceholder, siteKeyPlaceholder} from '../../lib/projectArchive';
import {
  docsBlocks,
  docsPagesOf,
  type DocsPage,
  projectManifest,
  projectManifests,
  unknownDownloadTags,
} from './projectFiles';
import {projectDefinitions} from './projects';
import {locales as siteLocales} from '../../config/site';

const root = path.join(__dirname, '../../..');
/** The heading of each locale's README over the command that runs the project. */
const runHeading = {en: '## Run it', fr: '## Le lancer'};
const locales = siteLocales.map((locale) => ({
  locale: locale.code,
  docs: path.join(root, locale.docsDir),
  run: runHeading[locale.code],
}));

describe.each(locales)('the downloadable projects of $locale', ({locale, docs, run}) => {
  const manifests = projectManifests(docsPagesOf(docs), locale);

  it('makes every project', () => {
    expect(manifests.map((manifest) => manifest.project)).toEqual(
      projectDefinitions.map((project) => project.id),
    );
  });

  it.each(projectDefinitions.map((project) => ({project: project.id})))(
    '$project: a README in the locale, a test, .gitignore, files sorted, the secret in .env only',
    ({project}) => {
      const manifest = manifests.find((candidate) => candidate.project === project)!;
      const paths = manifest.files.map((file) => file.path);
      expect(paths).toEqual([...paths].sort());
      expect(paths).toContain('.gitignore');
      expect(paths.some((file) => /(^|\/)tests?[/_.]/.test(file))).toBe(true);
      const readme = manifest.files.find((file) => file.path === 'README.md')!.text;
      expect(readme).toContain(run);
      expect(readme).not.toContain(secretKeyPlaceholder);
      const withSecret = manifest.files.filter((file) => file.text.includes(secretKeyPlaceholder));
      expect(withSecret.map((file) => file.path)).toEqual([secretFile]);
    },
  );

  it.each(projectDefinitions.map((project) => ({project: project.id})))(
    '$project: one Node.js version, wherever its files state one',
    ({project}) => {
      const manifest = manifests.find((candidate) => candidate.project === project)!;
      const stated = manifest.files.flatMap((file) =>
        [...file.text.matchAll(/Node\.js (\d+(?:\.\d+)*)|"node": ">=(\d+(?:\.\d+)*)"/g)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      expect(new Set(stated).size).toBeLessThanOrEqual(1);
    },
  );

  it.each(projectDefinitions.map((project) => ({project: project.id})))(
    '$project: its README gives the real API, not the sample run’s BRAMBLE_API_BASE, and .env only when it has one',
    ({project}) => {
      const manifest = manifests.find((candidate) => candidate.project === project)!;
      const readme = manifest.files.find((file) => file.path === 'README.md')!.text;
      expect(readme).not.toContain('BRAMBLE_API_BASE');
      expect(readme).toContain('https://api.bramble.example/siteverify');
      if (!manifest.files.some((file) => file.path === '.env'))
        expect(readme).not.toContain('.env');
    },
  );
});

describe('the quick start’s README', () => {
  const quickstart = projectDefinitions.find((project) => project.id === 'quickstart')!;
  const manifest = projectManifest(
    quickstart,
    docsBlocks(docsPagesOf(path.join(root, 'docs'))),
    'en',
  );
  const readme = manifest.files.find((file) => file.path === 'README.md')!.text;

  it('lists its programs in other languages: not the one it runs, nor its test', () => {
    const listed = [...readme.matchAll(/^- `([^`]+)`$/gm)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(quickstart.commands.run);
    expect(
      listed.filter((command) => quickstart.bundled.some((file) => command!.endsWith(file))),
    ).toEqual([]);
  });
});

describe('projectManifest', () => {
  const pages = docsPagesOf(path.join(root, 'docs'));
  const express = projectDefinitions.find((project) => project.id === 'express')!;

  it('adds the test script to the docs’ package.json and keeps its dependencies', () => {
    const manifest = projectManifest(express, docsBlocks(pages), 'en');
    const packageJson = JSON.parse(
      manifest.files.find((file) => file.path === 'package.json')!.text,
    ) as {scripts: Record<string, string>; dependencies: Record<string, string>};
    expect(packageJson.scripts.test).toBe('node --test');
    expect(Object.keys(packageJson.dependencies)).toEqual(['express', 'multer']);
  });

  it('keeps the site key in .env only: the server writes it into the page', () => {
    const manifest = projectManifest(express, docsBlocks(pages), 'en');
    const withSiteKey = manifest.files.filter((file) => file.text.includes(siteKeyPlaceholder));
    expect(withSiteKey.map((file) => file.path)).toEqual([secretFile]);
    expect(express.siteKeyIn).toEqual([]);
  });

  it('finds its blocks by their meta, wherever the page moves', () => {
    const moved = pages.map((page) => ({...page, page: `docs/integrations/moved/${page.page}`}));
    const here = projectManifest(express, docsBlocks(pages), 'en');
    const there = projectManifest(express, docsBlocks(moved), 'en');
    expect(there.files).toEqual(here.files);
  });

  it('links its README to the page the blocks come from', () => {
    const withUrls = pages.map((page) => ({...page, url: `https://docs.example/${page.page}`}));
    const [manifest] = projectManifests(withUrls, 'en', [express]);
    const readme = manifest!.files.find((file) => file.path === 'README.md')!.text;
    expect(readme).toMatch(
      /the Bramble documentation \(https:\/\/docs\.example\/docs\/[^)]+\.mdx\)/,
    );
  });

  it('names the DownloadProject tags that name no project', () => {
    const page = {
      page: 'docs/a.mdx',
      source: '<DownloadProject project="express" />\n<DownloadProject project="cobol" />',
    };
    expect(unknownDownloadTags([page])).toEqual(['docs/a.mdx: cobol']);
    expect(unknownDownloadTags(pages)).toEqual([]);
  });

  it('stops the build when the docs hold none of a project’s blocks', () => {
    expect(() => projectManifest(express, [], 'en')).toThrow(/no code block of the docs/);
  });
});

describe('a block whose title cannot be a path in the zip', () => {
  const express = projectDefinitions.find((project) => project.id === 'express')!;
  const block = (title: string): string =>
    ['```sh title="' + title + '" project="express"', 'echo', '```', ''].join('\n');
  const page = (...titles: string[]): DocsPage => ({
    page: 'docs/integrations/evil.mdx',
    source: ['# Evil', '', ...titles.map(block)].join('\n'),
  });
  const build = (docs: DocsPage[]): void => {
    projectManifest(express, docsBlocks(docs), 'en');
  };
  const about = (line: number, title: string): string =>
    `docs/integrations/evil.mdx:${line}: the path ${JSON.stringify(title)} of a block of the downloadable project "express"`;

  it.each([
    {title: '../../evil.sh', problem: 'climbs out of its folder with ..'},
    {title: '..\\..\\evil.bat', problem: 'climbs out of its folder with ..'},
    {title: '/etc/cron.d/evil', problem: 'is absolute'},
    {title: 'evil\u0000.sh', problem: 'holds U+0000'},
    {title: 'a//b.js', problem: 'has an empty folder name (//)'},
    {title: '.git/hooks/pre-commit', problem: 'has ".git", which a tool acts on by itself'},
    {title: '.vscode/tasks.json', problem: 'has ".vscode/tasks.json", which a tool acts'},
    {title: 'CONIN$', problem: 'has "CONIN$", a name Windows keeps for a device'},
  ])('stops the build at $title, naming the page and the block’s line', ({title, problem}) => {
    expect(() => build([page('package.json', title)])).toThrow(`${about(7, title)} ${problem}`);
  });

  it.each([
    {second: '.env', reason: 'is given twice'},
    {second: '.ENV', reason: 'names the same file as ".env" on Windows or macOS'},
  ])('stops the build at a second $second, naming both blocks', ({second, reason}) => {
    expect(() => build([page('package.json', '.env', second)])).toThrow(
      `${about(11, second)} ${reason} (the other block: docs/integrations/evil.mdx:7)`,
    );
  });

  it('names a partial’s file and line, and the page that shows it', () => {
    const docs = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'projects-')), 'docs');
    fs.mkdirSync(path.join(docs, '_evil'), {recursive: true});
    fs.writeFileSync(
      path.join(docs, 'evil.mdx'),
      "import Evil from './_evil/blocks.mdx';\n\n# Evil\n\n<Evil />\n\n" + block('ok.js'),
    );
    fs.writeFileSync(path.join(docs, '_evil/blocks.mdx'), 'Some text.\n\n' + block('../evil.sh'));
    try {
      expect(() => build(docsPagesOf(docs))).toThrow(
        'docs/_evil/blocks.mdx:3 (shown on docs/evil.mdx): the path "../evil.sh"',
      );
    } finally {
      fs.rmSync(path.dirname(docs), {recursive: true, force: true});
    }
  });
});
