import type {DocsSource} from './docsSource';

export type Locale = 'en' | 'fr';
export const localePrefixes: Record<Locale, string> = {en: '', fr: '/fr'};

export type PageEntry = {
  locale: Locale;
  /** `/`, `/api`, `/fr/testing`. */
  path: string;
  title: string;
  description: string;
  /** The llms.txt section it is listed under. */
  group: string;
  url: string;
  twinUrl: string;
};

/** `- [Title](https://site/path.md): description` lines, under `## Group` headings. */
const linkLine = /^- \[(.+?)\]\((\S+?\.md)\)(?::\s*(.*))?$/;

export function parseLlmsTxt(text: string, locale: Locale, siteUrl: string): PageEntry[] {
  const pages: PageEntry[] = [];
  let group = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) group = line.slice(3).trim();
    const match = linkLine.exec(line.trim());
    if (!match || !group) continue;
    const twinPath = new URL(match[2]!, siteUrl).pathname;
    const bare = twinPath.replace(/\.md$/, '').replace(/\/index$/, '/');
    const path = bare === '' ? '/' : bare;
    pages.push({
      locale,
      path,
      title: match[1]!,
      description: match[3] ?? '',
      group,
      url: new URL(path, siteUrl).href,
      twinUrl: new URL(twinPath, siteUrl).href,
    });
  }
  return pages;
}

/** A path as an assistant may write it (`api`, `/api.md`, a full URL) made a page path. */
export function normalisePath(input: string): string {
  let p = input.trim();
  try {
    if (/^https?:\/\//.test(p)) p = new URL(p).pathname;
  } catch {
    // Not a URL after all: read it as a path.
  }
  p = p
    .replace(/[#?].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/index$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/+$/, '');
  if (p === '' || p === '/index') return '/';
  if (p === '/fr') return '/fr/';
  return p;
}

export async function loadPages(source: DocsSource): Promise<PageEntry[]> {
  const all: PageEntry[] = [];
  for (const locale of Object.keys(localePrefixes) as Locale[]) {
    const text = await source.read(`${localePrefixes[locale]}/llms.txt`);
    if (!text)
      throw new Error(
        `no ${localePrefixes[locale]}/llms.txt in the docs: build the site first (npm run build)`,
      );
    all.push(...parseLlmsTxt(text, locale, source.siteUrl));
  }
  return all;
}

/** `/` → `/index.md`, `/fr/api` → `/fr/api.md`. */
export function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
