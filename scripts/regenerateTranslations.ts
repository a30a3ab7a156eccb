import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {readMessages, type LocaleMessages} from './translationFiles';

/** Not part of the site's source: never copied into the scratch site. */
const notSource = new Set(
  'node_modules build .docusaurus .git test-results playwright-report screenshots'.split(' '),
);

/** Copies the site's source into `dest`, linking its dependencies instead of copying them. */
export function copySite(siteDir: string, dest: string): void {
  for (const entry of fs.readdirSync(siteDir)) {
    if (notSource.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(dest, entry), {recursive: true});
  }
  fs.symlinkSync(path.resolve(siteDir, 'node_modules'), path.join(dest, 'node_modules'));
}

/** What `docusaurus write-translations` would write for each locale, run in a scratch copy. */
export async function regenerateTranslations(
  siteDir: string,
  localeCodes: readonly string[],
): Promise<Map<string, LocaleMessages>> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-translations-'));
  try {
    copySite(siteDir, scratch);
    const docusaurus = path.join(scratch, 'node_modules/.bin/docusaurus');
    // One locale at a time: both runs would write the same generated files.
    const result = new Map<string, LocaleMessages>();
    for (const locale of localeCodes) {
      await promisify(execFile)(docusaurus, ['write-translations', '--locale', locale], {
        cwd: scratch,
        env: {...process.env, FORCE_COLOR: '0'},
      });
      result.set(locale, readMessages(path.join(scratch, 'i18n', locale)));
    }
    return result;
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}
