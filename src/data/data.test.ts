/// <reference types="vite/client" />
import {describe, expect, it} from 'vitest';
import {docsRoutes} from '../config/docsRoutes';
import {locales} from '../config/site';
import {inlineTextProblems, parseInlineText} from '../lib/inlineText';
import {isSecretKey, isSiteKey} from '../session/keys';
import {clientErrorCodes} from './clientErrorCodes';
import {languages} from './languages';
import {planFeatures} from './plans';
import {siteverifyStatuses} from './siteverifyStatuses';
import {
  allTestKeys,
  testKeyRows,
  testKeyValues,
  testKeys,
  testScenarios,
  testSecretKeys,
  testSiteKeys,
} from './testKeys';
import {widgetAttributes} from './widgetAttributes';
import {browsers} from './browsers';
import {changelog, changelogDate, changelogEntryId} from './changelog';
import {cookies, processedData} from './privacy';
import {verifyErrorCodes} from './verifyErrorCodes';
import {verifyRequestFields} from './verifyFields';
import type {LocalizedText} from './text';

// Every data module, so a new file is checked without being listed here.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

interface Found {
  where: string;
  text: LocalizedText;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'en' in value && 'fr' in value;
}

/** Every `{en, fr}` text in a value, with the path that leads to it. */
function localizedTexts(value: unknown, where: string): Found[] {
  if (isLocalizedText(value)) return [{where, text: value}];
  if (Array.isArray(value))
    return value.flatMap((item, i) => localizedTexts(item, `${where}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, `${where}.${key}`));
  }
  return [];
}

const texts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) =>
    localizedTexts(value, `${file}:${name}`),
  ),
);

/** Texts that are written the same way in French: names, versions and code. */
const sameInBothLanguages = new Set([
  'Flutter',
  'Requests',
  'React Native',
  'iOS (Swift)',
  'iOS 13',
  'Flutter 3.10',
  'React Native 0.72',
  'Invisible',
  '`true`',
  'Android 5.0',
  'Android',
  'macOS',
  'Windows',
]);

describe('fact text', () => {
  it('is found in the data (the walk works)', () => {
    expect(texts.length).toBeGreaterThan(150);
  });

  it('covers every locale of the site', () => {
    const factLocales = Object.keys(texts[0]!.text).sort();
    expect(locales.map((l) => l.code).sort()).toEqual(factLocales);
  });

  it('has an English and a French text for every record, and the French is a translation', () => {
    const problems = texts.flatMap(({where, text}) => {
      const found: string[] = [];
      for (const locale of ['en', 'fr'] as const) {
        const value = text[locale];
        if (typeof value !== 'string' || value.trim() === '')
          found.push(`${where}.${locale} is empty`);
        else if (value !== value.trim()) found.push(`${where}.${locale} has outer spaces`);
      }
      if (text.en === text.fr && !sameInBothLanguages.has(text.en)) {
        found.push(`${where}: French left as the English "${text.en}"`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('uses only `code` and [links](/site-path) as marks, and links go to published pages', () => {
    const routes = new Set(docsRoutes().map((route) => route.route));
    const problems = texts.flatMap(({where, text}) =>
      (['en', 'fr'] as const).flatMap((locale) => [
        ...inlineTextProblems(text[locale]).map((p) => `${where}.${locale}: ${p}`),
        ...parseInlineText(text[locale]).flatMap((segment) =>
          segment.kind === 'link' && !routes.has(segment.to.split('#')[0]!)
            ? [`${where}.${locale}: link to unknown page ${segment.to}`]
            : [],
        ),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the same links and code in English and French', () => {
    const marks = (source: string): string[] =>
      parseInlineText(source)
        .filter((segment) => segment.kind !== 'text')
        .map((segment) => (segment.kind === 'link' ? segment.to : segment.text))
        .sort();
    const problems = texts
      .filter(({text}) => JSON.stringify(marks(text.en)) !== JSON.stringify(marks(text.fr)))
      .map(({where, text}) => `${where}: ${marks(text.en)} vs ${marks(text.fr)}`);
    expect(problems).toEqual([]);
  });

  it('follows French typography: a no-break space before : ; ? ! and %', () => {
    const problems = texts
      .filter(({text}) => / [:;?!%]/.test(text.fr))
      .map(({where, text}) => `${where}: "${text.fr}"`);
    expect(problems).toEqual([]);
  });
});

describe('the product facts', () => {
  it('lists exactly the verification error codes of the product', () => {
    expect(verifyErrorCodes.map((e) => e.code).sort()).toEqual(
      [
        'missing-input-secret',
        'invalid-input-secret',
        'missing-input-response',
        'invalid-input-response',
        'expired-input-response',
        'already-seen-response',
        'bad-request',
        'invalid-remoteip',
        'sitekey-secret-mismatch',
        'invalid-sitekey',
      ].sort(),
    );
  });

  it('lists exactly the client error codes of the product', () => {
    expect(clientErrorCodes.map((e) => e.code).sort()).toEqual(
      [
        'network-error',
        'invalid-data',
        'challenge-error',
        'challenge-closed',
        'challenge-expired',
        'internal-error',
        'rate-limited',
        'invalid-custom-theme',
        'script-error',
      ].sort(),
    );
  });

  it('supports more than 100 languages, each code once, each a valid BCP 47 tag', () => {
    expect(languages.length).toBeGreaterThan(100);
    const codes = languages.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
  });

  it('lists the siteverify request fields, `idempotency_key` optional', () => {
    expect(verifyRequestFields.map((f) => [f.name, f.presence])).toEqual([
      ['secret', 'required'],
      ['response', 'required'],
      ['remoteip', 'recommended'],
      ['sitekey', 'recommended'],
      ['idempotency_key', 'optional'],
    ]);
  });

  it('states the 2,048-character token limit where a token is described', () => {
    const response = verifyRequestFields.find((f) => f.name === 'response')!;
    const invalid = verifyErrorCodes.find((e) => e.code === 'invalid-input-response')!;
    for (const text of [response.description, invalid.cause]) {
      expect(text.en).toContain('2,048');
      expect(text.fr).toContain('2\u00a0048');
    }
  });

  it('says for every kind of siteverify answer whether to retry: only 429, 5xx and no answer', () => {
    expect(siteverifyStatuses.map((s) => [s.outcome, s.json, s.retry])).toEqual([
      ['200', true, 'never'],
      ['400', true, 'never'],
      ['429', false, 'retry-after'],
      ['5xx', false, 'backoff'],
      ['none', false, 'backoff'],
    ]);
    for (const status of siteverifyStatuses.filter((s) => s.retry !== 'never')) {
      expect(status.action.en).toContain('same `idempotency_key`');
    }
  });

  it('lists the seven test keys with the shapes of real keys, the pair first', () => {
    expect(testSiteKeys.map((k) => k.value)).toEqual([
      '10000000-0000-4000-8000-000000000001',
      '20000000-0000-4000-8000-000000000002',
      '30000000-0000-4000-8000-000000000003',
    ]);
    expect(testSecretKeys.map((k) => k.value)).toEqual([
      '0x1000000000000000000000000000000000000001',
      '0x2000000000000000000000000000000000000002',
      '0x3000000000000000000000000000000000000003',
      '0x4000000000000000000000000000000000000004',
    ]);
    expect(allTestKeys).toHaveLength(7);
    expect(testSiteKeys.every((k) => isSiteKey(k.value))).toBe(true);
    expect(testSecretKeys.every((k) => isSecretKey(k.value))).toBe(true);
    expect([testSiteKeys[0]!.value, testSecretKeys[0]!.value]).toEqual([
      testKeys.siteKey,
      testKeys.secretKey,
    ]);
    expect(testSiteKeys.map((k) => k.token)).toEqual([
      testKeys.token,
      null,
      '30000000-aaaa-4000-8000-000000000003',
    ]);
    // Facts: test answers carry a score on every plan; 0x4…4 answers 0.9 for risk-score code.
    const secretNote = (id: string) => testSecretKeys.find((k) => k.id === id)!.verification;
    expect(secretNote('pass').en).toContain('`score` 0.0 and `score_reason` `["test-key"]`');
    expect(secretNote('pass').fr).toContain('`score` égal à 0.0');
    expect(secretNote('high-risk').en).toContain(
      '`score` 0.9 and `score_reason` `["test-key-high-risk"]`',
    );
    expect(secretNote('high-risk').fr).toContain('`score` égal à 0.9');
    expect(testKeyValues.highRiskSecretKey).toBe('0x4000000000000000000000000000000000000004');
    expect(testScenarios.find((row) => row.id === 'high-risk')).toMatchObject({
      siteKey: 'pass',
      secret: 'high-risk',
    });
    // The pair's table still shows the pair, its token and the hostname.
    expect(testKeyRows.map((row) => row.value)).toEqual([
      testKeys.siteKey,
      testKeys.secretKey,
      testKeys.token,
      testKeys.hostname,
    ]);
  });

  it('opens the theme editor to every plan and custom themes on a site to Pro', () => {
    const from = (id: string) => planFeatures.find((f) => f.id === id)?.from;
    expect(from('theme-editor')).toBe('free');
    expect(from('custom-themes')).toBe('pro');
  });

  it('supports the browsers of the product facts: two latest versions, WebView 100+, no IE', () => {
    expect(browsers.map((b) => [b.name, b.versions])).toEqual([
      ['Google Chrome', {kind: 'latest-two'}],
      ['Microsoft Edge', {kind: 'latest-two'}],
      ['Mozilla Firefox', {kind: 'latest-two'}],
      ['Safari', {kind: 'latest-two'}],
      ['Safari', {kind: 'latest-two'}],
      ['Samsung Internet', {kind: 'latest-two'}],
      ['Android System WebView', {kind: 'from', version: 100}],
      ['Internet Explorer', {kind: 'unsupported'}],
    ]);
  });

  it('processes only the IP address, user agent and interaction signals; sets the challenge cookie and the accessibility pass', () => {
    expect(processedData.map((d) => d.id)).toEqual([
      'ip-address',
      'user-agent',
      'interaction-signals',
      'challenge-answers',
    ]);
    expect(cookies.map((c) => c.name)).toEqual(['bramble_challenge', 'bramble_a11y']);
  });

  it('dates the changelog, newest first, before today, one entry per version', () => {
    const dates = changelog.map((entry) => entry.date);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]! < '2026-11-26').toBe(true);
    const versions = changelog.map((entry) => entry.version);
    expect(versions.every((v) => /^1\.\d+\.\d+$/.test(v))).toBe(true);
    expect(new Set(changelog.map(changelogEntryId)).size).toBe(versions.length);
  });

  it.each([
    {date: '2026-11-10', expected: {en: '10 November 2026', fr: '10 novembre 2026'}},
    {date: '2025-03-01', expected: {en: '1 March 2025', fr: '1er mars 2025'}},
  ])('writes the changelog date $date as readers do', ({date, expected}) => {
    expect(changelogDate(date)).toEqual(expected);
  });
});

describe('close-callback, stated once', () => {
  // widgetAttributes.ts states when it runs; the test-key scenarios must not say otherwise.
  it('runs only when the visitor closes a challenge unanswered', () => {
    const close = widgetAttributes.find((a) => a.option === 'close-callback')!;
    expect(close.description.en).toBe(
      'Called when the visitor closes a challenge without answering.',
    );
    expect(close.description.fr).toBe('Appelé quand le visiteur ferme un défi sans y répondre.');
    const mentions = testScenarios.filter((row) => row.expected.en.includes('close-callback'));
    expect(mentions.map((row) => row.id)).toEqual(['challenge']);
    for (const row of mentions) {
      expect(row.expected.en).toContain(
        'Close the challenge without answering to test your `close-callback`',
      );
      expect(row.expected.fr).toContain(
        'Fermez le défi sans répondre pour tester votre `close-callback`',
      );
    }
  });

  it("says « toute réponse est acceptée », not « n'importe quelle réponse réussit »", () => {
    const french = [
      ...testSiteKeys.map((k) => k.widget.fr),
      ...testScenarios.map((row) => row.expected.fr),
    ].join('\n');
    expect(french).not.toMatch(/n'importe quelle réponse réussit|repasser le widget/);
    expect(french).toContain('toute réponse est acceptée');
  });
});
