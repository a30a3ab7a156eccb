import fs from 'node:fs/promises';
import path from 'node:path';
import {locales} from '../../src/config/site';
import type {PolicyEnv} from './contentSecurityPolicy';
import {pageUrls} from './canonicalUrls';
import {inlineCode} from './inlineCode';
import {precompress, type PrecompressReport} from './precompress';
import {
  renderedSiteConfigFile,
  renderedSiteHttpConfigFile,
  renderSiteConfig,
  renderSiteHttpConfig,
} from './siteConfig';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function buildScriptHashes(buildDir: string, files: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files) {
    const {scriptHashes, eventHandlers} = inlineCode(await fs.readFile(file, 'utf8'));
    if (eventHandlers.length > 0) {
      throw new Error(
        `${path.relative(buildDir, file)} has inline event handlers (${eventHandlers.join(', ')}), which the Content-Security-Policy blocks`,
      );
    }
    for (const hash of scriptHashes) hashes.add(hash);
  }
  return [...hashes].sort();
}

export interface HostingReport {
  siteConfig: string;
  siteHttpConfig: string;
  scriptHashes: string[];
  compressed: PrecompressReport;
}

/** After `docusaurus build`: the site's nginx config for this build, and compressed copies. */
export async function prepareHosting(
  buildDir: string,
  env: PolicyEnv,
  siteConfig = renderedSiteConfigFile,
  siteHttpConfig = renderedSiteHttpConfigFile,
): Promise<HostingReport> {
  const pageFiles = await htmlFiles(buildDir);
  // Compression runs on zlib's threads while the pages are parsed on this one.
  const [scriptHashes, compressed] = await Promise.all([
    buildScriptHashes(buildDir, pageFiles),
    precompress(buildDir),
  ]);
  for (const file of [siteConfig, siteHttpConfig]) {
    await fs.mkdir(path.dirname(file), {recursive: true});
  }
  const pages = pageUrls(
    pageFiles.map((file) => path.relative(buildDir, file).split(path.sep).join('/')),
    locales.filter((l) => l.prefix !== '').map((l) => `${l.prefix}/`),
  );
  const input = {env, locales, scriptHashes, pages};
  await fs.writeFile(siteConfig, renderSiteConfig(input));
  await fs.writeFile(siteHttpConfig, renderSiteHttpConfig(input));
  return {siteConfig, siteHttpConfig, scriptHashes, compressed};
}
