import fs from 'node:fs';
import path from 'node:path';
import type {SiteLocale} from '../../src/config/site';
import type {PolicyEnv} from './contentSecurityPolicy';
import {minimumCompressedSize} from './precompress';
import {servedTypes} from './servedTypes';
import {renderPageCaseMap} from './canonicalUrls';
import {renderAddHeaders, renderHeaderMaps, siteHeaders} from './siteHeaders';
import {fillTemplate} from './template';

// Paths are from the repository root, where every npm script and test runs.
const templateDir = path.resolve('deploy/nginx');
const readTemplate = (name: string): string =>
  fs.readFileSync(path.join(templateDir, name), 'utf8');

export const renderedSiteConfigFile = path.join(templateDir, 'out', 'bramble-docs.conf');

export const renderedSiteHttpConfigFile = path.join(templateDir, 'out', 'bramble-docs-http.conf');

export const immutableCaching = 'public, max-age=31536000, immutable';

export interface SiteConfigInput {
  env: PolicyEnv;
  locales: readonly Pick<SiteLocale, 'code' | 'prefix'>[];
  scriptHashes: readonly string[];
  pages: readonly string[];
}

export function renderSiteConfig(input: SiteConfigInput): string {
  // nginx always treats text/html as text; naming it again is a duplicate.
  const textTypes = servedTypes.filter((t) => t.text && t.type !== 'text/html').map((t) => t.type);
  const localeTemplate = readTemplate('locale.conf.template');
  const redirectTemplate = readTemplate('locale-redirect.conf.template');
  return fillTemplate(readTemplate('bramble-docs.conf.template'), {
    TYPES: servedTypes.map((t) => `  ${t.type} ${t.extensions.join(' ')};`).join('\n'),
    TEXT_TYPES: textTypes.join(' '),
    GZIP_MIN_LENGTH: String(minimumCompressedSize),
    SITE_HEADERS: renderAddHeaders(siteHeaders(input.env, input.scriptHashes)),
    LOCALE_LOCATIONS: input.locales
      .map(
        ({code, prefix}) =>
          (prefix === '' ? '' : fillTemplate(redirectTemplate, {PREFIX: prefix})) +
          fillTemplate(localeTemplate, {LOCALE: code, PREFIX: prefix}),
      )
      .join(''),
  });
}

export function renderSiteHttpConfig(input: SiteConfigInput): string {
  return fillTemplate(readTemplate('bramble-docs-http.conf.template'), {
    IMMUTABLE_ASSETS: input.locales
      .map(({prefix}) => `  "~^(?:200 whole|304 \\S+) ${prefix}/assets/" "${immutableCaching}";`)
      .join('\n'),
    PAGE_CASE_MAP: renderPageCaseMap(input.pages),
    SITE_HEADER_VALUES: renderHeaderMaps(siteHeaders(input.env, input.scriptHashes)),
  });
}
