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

/** Where `npm run build` writes the rendered site config (git-ignored). */
export const renderedSiteConfigFile = path.join(templateDir, 'out', 'bramble-docs.conf');

/** Where it writes the config's `http`-level part, beside it. */
export const renderedSiteHttpConfigFile = path.join(templateDir, 'out', 'bramble-docs-http.conf');

/** The caching of a file whose name carries a hash of its content. */
export const immutableCaching = 'public, max-age=31536000, immutable';

/** What a build decides about its serving: its deployment settings, locales and inline scripts. */
export interface SiteConfigInput {
  env: PolicyEnv;
  /** Every locale, each served from its own prefix (`''`, `/fr`). */
  locales: readonly Pick<SiteLocale, 'code' | 'prefix'>[];
  /** CSP hash sources of every inline script in the build. */
  scriptHashes: readonly string[];
  /** The clean URL of every page in the build (`pageUrls`). */
  pages: readonly string[];
}

/** The nginx `types` lines and the list of text types, from `servedTypes`. */
function typeSettings(): {types: string; textTypes: string} {
  const types = servedTypes.map((t) => `  ${t.type} ${t.extensions.join(' ')};`).join('\n');
  // nginx always treats text/html as text; naming it again is a duplicate.
  const textTypes = servedTypes
    .filter((t) => t.text && t.type !== 'text/html')
    .map((t) => t.type)
    .join(' ');
  return {types, textTypes};
}

/** The site's nginx config (deploy/nginx/bramble-docs.conf.template) for one build. */
export function renderSiteConfig(input: SiteConfigInput): string {
  const {types, textTypes} = typeSettings();
  const localeTemplate = readTemplate('locale.conf.template');
  const redirectTemplate = readTemplate('locale-redirect.conf.template');
  return fillTemplate(readTemplate('bramble-docs.conf.template'), {
    TYPES: types,
    TEXT_TYPES: textTypes,
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

/** The `http`-level part of the site's config (deploy/nginx/bramble-docs-http.conf.template). */
export function renderSiteHttpConfig(input: SiteConfigInput): string {
  return fillTemplate(readTemplate('bramble-docs-http.conf.template'), {
    IMMUTABLE_ASSETS: input.locales
      .map(({prefix}) => `  "~^(?:200 whole|304 \\S+) ${prefix}/assets/" "${immutableCaching}";`)
      .join('\n'),
    PAGE_CASE_MAP: renderPageCaseMap(input.pages),
    SITE_HEADER_VALUES: renderHeaderMaps(siteHeaders(input.env, input.scriptHashes)),
  });
}
