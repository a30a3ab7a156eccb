// The live theme editor: one visit per locale edits a theme every way a reader would.
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {accessibilityViolations} from './pageChecks';
import {localizedPath, locales, uiString, type SiteLocale} from './site';
import {ada, storageStateFile} from './session';
import {
  cumulativeShift,
  expectSteadyContent,
  layoutShiftsSoFar,
  recordLayoutShifts,
} from './layoutShifts';
import {encodeThemeHash} from '../../src/widgetTheme/shareHash';
import {presets} from '../../src/widgetTheme/presets';

const editorPath = '/custom-themes-live';
const [en] = locales as [SiteLocale];

const editor = (page: Page, locale: SiteLocale): Locator =>
  page.getByRole('region', {name: uiString(locale, 'themeEditor.label')});
const preview = (page: Page): Locator => page.getByTestId('widget-preview');
/** The verify button of the preview's challenge panel. */
const verifyButton = (page: Page, locale: SiteLocale): Locator =>
  preview(page).getByText(uiString(locale, 'widgetPreview.button.verify'), {exact: true}).first();
const colourField = (page: Page, path: string): Locator =>
  page.getByRole('textbox', {name: path, exact: true});
const codeEditor = (page: Page): Locator => page.locator('.cm-content');

const background = (locator: Locator): Promise<string> =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** Replaces the code editor's text as a person would: select all, then type (paste-sized). */
async function typeJson(page: Page, text: string): Promise<void> {
  await codeEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/**
 * Records a style of the first element matching `selector` at the moment it is drawn, and
 * returns a function that reads it: whether a stylesheet arrived before the element did.
 */
async function styleWhenDrawn(
  page: Page,
  selector: string,
  property: string,
): Promise<() => Promise<string | undefined>> {
  await page.evaluate(
    ([selector, property]) => {
      new MutationObserver((_, observer) => {
        const element = document.querySelector(selector);
        if (!element) return;
        observer.disconnect();
        Object.assign(window, {
          styleWhenDrawn: getComputedStyle(element).getPropertyValue(property),
        });
      }).observe(document.body, {childList: true, subtree: true});
    },
    [selector, property] as const,
  );
  return () => page.evaluate(() => (window as {styleWhenDrawn?: string}).styleWhenDrawn);
}

/** Presets, the mode and reset, from the keyboard: ends on the default theme. */
async function presetsModeAndResetFromTheKeyboard(page: Page): Promise<void> {
  const night = page.getByRole('button', {
    name: uiString(en, 'themeEditor.preset.night'),
    exact: true,
  });
  await night.focus();
  await page.keyboard.press('Enter');
  await expect(night).toHaveAttribute('aria-pressed', 'true');
  await expect(preview(page)).toHaveAttribute('data-mode', 'dark');
  await page.getByRole('radio', {name: uiString(en, 'themeEditor.mode.light')}).check();
  await expect(preview(page)).toHaveAttribute('data-mode', 'light');
  await page.getByRole('button', {name: uiString(en, 'themeEditor.reset')}).press('Enter');
  await expect(
    page.getByRole('button', {name: uiString(en, 'themeEditor.preset.light'), exact: true}),
  ).toHaveAttribute('aria-pressed', 'true');
  // A component opens on Enter and its fields carry their full theme path.
  await page.locator('summary').filter({hasText: 'verifyButton'}).press('Enter');
  await expect(colourField(page, 'component.verifyButton.hover.fill')).toBeVisible();
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  // Every layout shift of the page, to check the editor hydrates without moving anything.
  await recordLayoutShifts(page);
});

for (const locale of locales) {
  test(`${locale.code}: fields, JSON and a shared link all edit the same theme`, async ({
    page,
    context,
    consoleProblems,
  }) => {
    const path = localizedPath(locale, editorPath);
    // The static HTML already holds the introduction and a preview of the default theme.
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/data-testid="?widget-preview/);
    expect(html).toContain(uiString(locale, 'widgetPreview.widget.label'));

    await gotoHydrated(page, path);
    await expect(editor(page, locale)).toBeVisible();
    await expect(verifyButton(page, locale)).toBeVisible();
    // Nothing moved while the page hydrated and the session was asked.
    await page.waitForLoadState('networkidle');
    expect(cumulativeShift(await layoutShiftsSoFar(page))).toBeLessThan(0.02);
    expect(await background(verifyButton(page, locale))).toBe('rgb(123, 45, 139)');

    // A palette field, found by its theme path, recolours the preview.
    const primary = colourField(page, 'palette.primary.main');
    await primary.fill('#1f7a4d');
    await expect.poll(() => background(verifyButton(page, locale))).toBe('rgb(31, 122, 77)');
    await expect(
      page.getByRole('button', {name: uiString(locale, 'themeEditor.preset.light'), exact: true}),
    ).toHaveAttribute('aria-pressed', 'false');

    // A failing pair is flagged next to the field with its ratio, and summed up over the preview.
    const body = colourField(page, 'palette.text.body');
    await body.fill('#bbbbbb');
    await expect(body).toHaveAccessibleDescription(/1[.,]\d\d:1/);
    await body.fill('');
    await expect(body).toHaveAttribute('placeholder', '#33373e');

    // The JSON tab: reached with the arrow key, in a real code editor, loaded by this page.
    const colours = page.getByRole('tab', {name: uiString(locale, 'themeEditor.tab.controls')});
    await colours.focus();
    await page.keyboard.press('ArrowRight');
    const jsonTab = page.getByRole('tab', {name: uiString(locale, 'themeEditor.tab.json')});
    await expect(jsonTab).toHaveAttribute('aria-selected', 'true');
    await expect(codeEditor(page)).toBeVisible();
    await expect(codeEditor(page)).toContainText('"#1f7a4d"');

    // Invalid JSON: a located problem, announced; the preview keeps the last valid theme.
    await typeJson(
      page,
      '{\n  "palette": {\n    "primary": {"main": "#0000ff"}\n    "mode": "dark"\n  }\n}',
    );
    const alert = editor(page, locale).getByRole('alert');
    await expect(alert).toContainText('palette');
    await expect(alert).toContainText(/4/);
    await expect(codeEditor(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await background(verifyButton(page, locale))).toBe('rgb(31, 122, 77)');

    // A typo in a key names the key it probably meant.
    await typeJson(page, '{"pallete": {}}');
    await expect(alert).toContainText(/["«]\s?palette\s?["»]/);

    // Valid JSON applies at once, to the preview and the fields.
    await typeJson(page, '{"palette": {"mode": "dark", "primary": {"main": "#4cc38a"}}}');
    await expect(alert).toBeEmpty();
    await expect(preview(page)).toHaveAttribute('data-mode', 'dark');
    await expect.poll(() => background(verifyButton(page, locale))).toBe('rgb(76, 195, 138)');
    // Tab leaves the code editor (no keyboard trap).
    await codeEditor(page).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);

    // Accessible as it stands now (JSON open, a dark theme in the preview): in both colour modes
    // in English, in light mode in French (the same template and CSS, other words).
    expect(await accessibilityViolations(page, {dark: locale === en})).toEqual([]);

    // The theme is in the URL: a new page opened at that link shows it.
    await expect(page).toHaveURL(/#theme=1\.[\w-]+$/);
    const shared = page.url();
    const other = await context.newPage();
    other.on('pageerror', (error) =>
      consoleProblems.push({type: 'pageerror', text: error.message, url: other.url()}),
    );
    await gotoHydrated(other, shared);
    await expect(preview(other)).toHaveAttribute('data-mode', 'dark');
    await expect(colourField(other, 'palette.primary.main')).toHaveValue('#4cc38a');
    await other.close();
  });
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, a shared theme that fails contrast opens in the editor without moving anything${viewport.width === 1280 ? '; presets, mode and reset work from the keyboard' : ', with the preview first'}`, async ({
    page,
  }) => {
    const forest = presets.find((preset) => preset.id === 'forest')!.theme;
    // A yellow accent on a white widget: four pairs fail, all decided by the first field.
    const shared = {...forest, palette: {...forest.palette, primary: {main: '#ffff00'}}};
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${editorPath}#${await encodeThemeHash(shared)}`);
    // The link is read after hydration: the fields and the preview take its colours.
    const primary = colourField(page, 'palette.primary.main');
    await expect(primary).toHaveValue('#ffff00');
    await expect.poll(() => background(verifyButton(page, en))).toBe('rgb(255, 255, 0)');
    // What fails is flagged over the preview and at the field, in lines that were already there.
    const summary = page.getByText(
      new RegExp(
        uiString(en, 'themeEditor.contrast.summary')
          .replace('{failing}', '\\s*4')
          .replace('{total}', '\\d+'),
      ),
    );
    await expect(summary).toBeVisible();
    await expect(page.locator('[data-path="palette.primary.main"] .te-badge')).toHaveText('1.04:1');
    await expect(primary).toHaveAccessibleDescription(
      new RegExp(uiString(en, 'themeEditor.pair.checkmark')),
    );
    await page.waitForLoadState('networkidle');
    await expectSteadyContent(page);
    // The failing pairs, with their ratios, open on the reader's click.
    const pairs = page.locator('details').filter({has: summary}).getByRole('listitem');
    await expect(pairs).toHaveCount(0);
    await summary.click();
    await expect(pairs).toHaveCount(4);
    await expect(pairs.first()).toContainText('1.04:1');
    if (viewport.width === 1280) await presetsModeAndResetFromTheKeyboard(page);
    else {
      // On a phone the preview comes before the tabs of fields.
      const previewTop = (await preview(page).boundingBox())!.y;
      const tabsTop = (await page.getByRole('tablist').first().boundingBox())!.y;
      expect(previewTop).toBeLessThan(tabsTop);
    }
  });
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, a damaged or hostile link falls back to the default theme with a notice in view that moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${editorPath}#theme=1.${'%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'}`);
    const notice = page
      .getByRole('alert')
      .filter({hasText: uiString(en, 'themeEditor.hash.invalid')});
    // The link is read once the page is drawn: the notice comes in view without pushing the editor.
    await expect(notice).toBeInViewport({ratio: 1});
    await expect.poll(() => background(verifyButton(page, en))).toBe('rgb(123, 45, 139)');
    await page.waitForLoadState('networkidle');
    await expectSteadyContent(page);
    await page.getByRole('button', {name: uiString(en, 'themeEditor.hash.dismiss')}).click();
    await expect(page.getByText(uiString(en, 'themeEditor.hash.invalid'))).toHaveCount(0);
    if (viewport.width !== 1280) return;
    // A heading anchor is not a theme: no notice.
    await gotoHydrated(page, `${editorPath}#edit-the-json`);
    await expect(preview(page)).toBeVisible();
    await expect(page.getByText(uiString(en, 'themeEditor.hash.invalid'))).toHaveCount(0);
  });
}

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  test('a logged-in visitor copies snippets and JSON with their own site key', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, editorPath);
    const sitekey = ada.sites[0]!.sitekey;
    await colourField(page, 'palette.primary.main').fill('#1f7a4d');
    const snippet = page.locator('.theme-code-block').filter({hasText: 'bramble.render('});
    await expect(snippet).toContainText(sitekey);
    await snippet.hover();
    await snippet.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`sitekey: '${sitekey}'`);
    expect(copied).toContain("primary: {main: '#1f7a4d'}");
    expect(copied).not.toContain('YOUR_SITE_KEY');

    await page.getByRole('button', {name: uiString(en, 'themeEditor.copy.json')}).click();
    await expect(
      page.getByRole('status').filter({hasText: uiString(en, 'themeEditor.copy.jsonDone')}),
    ).toBeVisible();
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(json.palette.primary.main).toBe('#1f7a4d');
  });
});

test('the editor code is fetched by its page only', async ({page, baseURL}) => {
  // What the editor page fetches for scripts, once the code editor is there.
  const editorScripts = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (request.resourceType() === 'script' && url.startsWith(baseURL!)) editorScripts.add(url);
  });
  // momoa's token names: only the JSON editor's parser holds them.
  const holdsParser = async (urls: Iterable<string>) => {
    for (const url of urls) {
      if ((await (await page.request.get(url)).text()).includes('"LBracket"')) return true;
    }
    return false;
  };
  await gotoHydrated(page, editorPath);
  await page.waitForLoadState('networkidle');
  // Read, the page needs no JSON parser: it comes with the JSON tab.
  expect(await holdsParser(editorScripts)).toBe(false);
  await page.getByRole('tab', {name: uiString(en, 'themeEditor.tab.json')}).click();
  await expect(codeEditor(page)).toBeVisible();
  await expect.poll(() => holdsParser(editorScripts)).toBe(true);
  // The chunks that hold the editor and CodeMirror (translations are in the main bundle, not these).
  const editorChunks: string[] = [];
  for (const url of editorScripts) {
    const source = await (await page.request.get(url)).text();
    // The page's own chunk (the only one with the link encoding) and CodeMirror's.
    if (source.includes('deflate-raw') || source.includes('cm-content')) editorChunks.push(url);
  }
  expect(editorChunks.length).toBeGreaterThanOrEqual(2);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await gotoHydrated(page, '/api');
  // Scroll through the page so every link in view gets its route prefetched.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => editorChunks.includes(url))).toEqual([]);
});

test('the editor styles come with its page only, also when a reader navigates to it', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // Told by a rule only the editor's stylesheet holds.
  const editorSheets = async () => {
    // The ones requested so far: more may come while these are read (the search box's, at idle).
    const requested = [...stylesheets];
    const texts = await Promise.all(
      requested.map(async (url) => (await page.request.get(url)).text()),
    );
    return requested.filter((_, index) => texts[index]!.includes('--te-border:'));
  };
  await gotoHydrated(page, '/custom_themes');
  // The page links the shared stylesheet only; code loaded after it (the search box, the
  // progress bar) may bring its own, never the editor's.
  expect(stylesheets[0]).toMatch(/^\/assets\/css\/styles\.[0-9a-f]{8}\.css$/);
  expect(await editorSheets()).toEqual([]);

  // How the editor's visually hidden title is placed when it first appears: absolutely only if
  // the editor's styles arrived before it rendered.
  const titlePosition = await styleWhenDrawn(page, '#theme-editor-title', 'position');
  await page.locator('article a[href="/custom-themes-live"]').first().click();
  await expect(page.locator('#theme-editor-title')).toBeAttached();
  expect(await titlePosition()).toBe('absolute');
  expect(await editorSheets()).toEqual([
    expect.stringMatching(/^\/assets\/css\/[0-9a-f]+\.[0-9a-f]{8}\.css$/),
  ]);
});

test('reached by a client-side link in French, the editor speaks French (its messages come with its page)', async ({
  page,
}) => {
  const fr = locales.find((l) => l.code === 'fr')!;
  await gotoHydrated(page, localizedPath(fr, '/custom_themes'));
  await page.locator('article a[href="/fr/custom-themes-live"]').first().click();
  await expect(page).toHaveURL(/\/fr\/custom-themes-live$/);
  // Messages of the editor and of the widget preview, which no other page's script carries.
  await expect(
    page.getByRole('tablist', {name: uiString(fr, 'themeEditor.tabs.label')}),
  ).toBeVisible();
  await expect(
    page.getByRole('table', {name: uiString(fr, 'widgetPreview.buttons.title')}),
  ).toBeVisible();
});
