// /switch grew from a reCAPTCHA guide into three (issue 37): links into the old guide, from other
// sites and from readers' bookmarks, must still land on their section in both locales.
import fs from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/config/site';
import {localeDir} from './builtPages';
import {parseHtml} from './htmlDocument';

/** The section ids of /switch in the build before issue 37. */
const anchorsBefore = [
  'what-changes',
  'migration-steps',
  'get-your-keys',
  'update-the-client',
  'replace-the-script-and-container',
  'compatibility-mode',
  'update-the-server',
  'error-code-mapping',
  'code-diff',
  'differences-to-watch',
  'test-the-migration',
  'remove-recaptcha',
];

/** The sections issue 37 adds, which other pages link to. */
const anchorsAdded = ['from-hcaptcha', 'from-turnstile'];

describe.each(locales.map((locale) => ({locale, name: locale.code})))(
  '/switch ($name)',
  ({locale}) => {
    const page = parseHtml(
      fs.readFileSync(path.join(localeDir(locale), 'switch/index.html'), 'utf8'),
    );
    const headingIds = page.all('article :is(h2, h3)[id]').map((h) => h.attribute('id'));

    it('keeps every section anchor of the reCAPTCHA guide, as a heading', () => {
      expect(anchorsBefore.filter((id) => !headingIds.includes(id))).toEqual([]);
    });

    it('has the hCaptcha and Turnstile sections', () => {
      expect(anchorsAdded.filter((id) => !headingIds.includes(id))).toEqual([]);
    });
  },
);
