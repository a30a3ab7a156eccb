import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {messages} from './messages';

vi.mock('@docusaurus/Translate', () => ({translate: () => ''}));

// These messages are data, so `write-translations` does not extract them: this test does its job.
// Each must be in i18n/en/code.json as written here and have a value in i18n/fr/code.json
// (`npm run i18n:check` then checks the French value is a translation).

type CodeJson = Record<string, {message: string; description?: string}>;

const codeJson = (locale: string): CodeJson =>
  JSON.parse(fs.readFileSync(path.resolve('i18n', locale, 'code.json'), 'utf8')) as CodeJson;

describe("the editor's data messages", () => {
  const [en, fr] = [codeJson('en'), codeJson('fr')];
  it.each(Object.entries(messages))('%s is in both code.json files', (id, message) => {
    expect(en[id]?.message).toBe(message);
    expect(fr[id]?.message).toBeTruthy();
    expect(fr[id]?.description).toBe(en[id]?.description);
  });
});
