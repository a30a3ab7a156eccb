import type {DocusaurusConfig} from '@docusaurus/types';

/**
 * What only the build reads: the page template, the head tags and scripts the server writes,
 * the plugin and theme options (their functions already lost to JSON), how Markdown is compiled
 * and what to do with broken links. 1.7 kB gzip of every first script.
 */
export const serverOnlyKeys = [
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'presets',
  'themes',
  'plugins',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const satisfies readonly (keyof DocusaurusConfig)[];

/**
 * The module the browser's bundle gets for `@generated/docusaurus.config`: the site config as
 * Docusaurus generates it (JSON), less what only the build reads. The server's bundle keeps it all.
 */
export function clientSiteConfigModule(siteConfig: DocusaurusConfig): string {
  const kept = Object.fromEntries(
    Object.entries(siteConfig).filter(
      ([key]) => !(serverOnlyKeys as readonly string[]).includes(key),
    ),
  );
  return `export default ${JSON.stringify(kept)};\n`;
}
