import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import sidebars from '../../sidebars';
import {defaultLocale, unpublishedDocsFolders} from './site';

/** A published docs page, as the docs and sidebars.ts define it. */
export interface DocsRoute {
  /** The doc id (its file name without extension). */
  id: string;
  /** Its source file, relative to a locale's docs folder. */
  file: string;
  /** Its URL path in the default locale, from the front matter `slug`. */
  route: string;
  /** Whether the 'docs' sidebar lists it. */
  inSidebar: boolean;
}

type SidebarItem =
  string | {type?: string; id?: string; link?: {type?: string; id?: string}; items?: unknown[]};

/** Every doc id a sidebar lists, at any depth, a category's own page (`link: {type: 'doc'}`) included. */
export function sidebarDocIds(items: readonly unknown[]): string[] {
  return (items as SidebarItem[]).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    const linked = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...linked, ...(Array.isArray(item.items) ? sidebarDocIds(item.items) : [])];
  });
}

function isPublishedPage(file: string): boolean {
  const [top] = file.split(path.sep);
  return (
    /\.mdx?$/.test(file) &&
    !unpublishedDocsFolders.includes(top!) &&
    !file.split(path.sep).some((part) => part.startsWith('_'))
  );
}

/**
 * The published docs routes, read from the pages' front matter and the
 * 'docs' sidebar, so that tests follow the content instead of restating it.
 */
export function docsRoutes(
  siteDir = '.',
  sidebar: SidebarsConfig[string] = sidebars.docs!,
): DocsRoute[] {
  const listed = new Set(sidebarDocIds(sidebar as unknown[]));
  const docsDir = path.join(siteDir, defaultLocale.docsDir);
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter(isPublishedPage)
    .sort()
    .map((file) => {
      const id = file
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      const {data} = matter(fs.readFileSync(path.join(docsDir, file), 'utf8'));
      const route = typeof data.slug === 'string' ? data.slug : id === 'index' ? '/' : `/${id}`;
      return {id, file, route, inSidebar: listed.has(id)};
    });
}
