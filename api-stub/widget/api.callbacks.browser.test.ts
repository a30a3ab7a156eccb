/**
 * The stand-in widget script (api.js) in Chromium against the real stand-in, continued:
 * reset/getResponse/getRespKey/remove/setData, callbacks, the test site keys, page mistakes,
 * recaptchacompat, languages and custom themes. The checkbox and the challenge are reached
 * through the widget's cross-origin frames (helpers in tests/widgetTestPages.ts).
 */
import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright';
import {
  ALL_CALLBACKS,
  CHALLENGE_KEY,
  CHALLENGE_TOKEN,
  FAIL_KEY,
  PASS_KEY,
  PASS_TOKEN,
  calls,
  challengeFrame,
  challengeRequests,
  checkbox,
  executeAsync,
  field,
  setUpWidgetPages,
  thrown,
  widgetFrame,
} from './tests/widgetTestPages';

const {env, doc, open} = setUpWidgetPages();

describe('reset, getResponse, getRespKey, remove, setData', () => {
  const explicitPage = () =>
    doc(
      `<form><div id="c"></div></form>
    <script>
      function onBrambleLoad() {
        window.id = bramble.render('c', {sitekey: '${PASS_KEY}', 'error-callback': onError});
      }
    </script>`,
      '?render=explicit&onload=onBrambleLoad',
    );

  test('getResponse and getRespKey follow the check; reset empties the field and the box', async () => {
    const {page} = await open(explicitPage());
    expect(await page.evaluate('[bramble.getResponse(id), bramble.getRespKey(id)]')).toEqual([
      '',
      '',
    ]);
    await page.evaluate(`bramble.setData(id, {rqdata: 'rq-1'})`);
    await checkbox(page).click();
    await expect.poll(() => page.evaluate('bramble.getResponse(id)')).toBe(PASS_TOKEN);
    const firstKey = await page.evaluate('bramble.getRespKey()');
    expect(firstKey).toMatch(/\S/);
    expect(challengeRequests(env.lane)[0]?.rqdata).toBe('rq-1');

    await page.evaluate('bramble.reset(id)');
    expect(await page.evaluate('bramble.getResponse(id)')).toBe('');
    expect(await field(page).inputValue()).toBe('');
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate('bramble.getRespKey(id)')).toBe(firstKey); // the last check's

    await checkbox(page).click(); // a new check, without the previous attempt's rqdata
    await expect.poll(() => page.evaluate('bramble.getResponse(id)')).toBe(PASS_TOKEN);
    expect(challengeRequests(env.lane)[1]).toEqual({
      sitekey: PASS_KEY,
      hostname: '127.0.0.1',
      hl: 'en',
    });
    const secondKey = await page.evaluate('bramble.getRespKey(id)');
    expect(secondKey).toMatch(/\S/);
    expect(secondKey).not.toBe(firstKey);
  });

  test('malformed rqdata is reported as invalid-data and leaves the widget unusable until reset', async () => {
    const {page} = await open(explicitPage());
    await page.evaluate('bramble.setData(id, {rqdata: 42})');
    await expect.poll(() => calls(page)).toEqual([['error', 'invalid-data']]);
    await expect.poll(() => checkbox(page).getAttribute('aria-disabled')).toBe('true');
    expect(await executeAsync(page)).toEqual({code: 'invalid-data'});
    expect(challengeRequests(env.lane)).toEqual([]);
    await page.evaluate('bramble.reset(id)');
    expect((await executeAsync(page)).ok?.response).toBe(PASS_TOKEN);
  });

  test('remove takes the widget, its frame and its field away; its id is then unknown', async () => {
    const {page} = await open(explicitPage());
    expect(await thrown(page, `bramble.render('c', {sitekey: '${PASS_KEY}'})`)).toMatch(
      /already holds a widget/,
    );
    await page.evaluate('bramble.remove(id)');
    expect(await page.locator('#c').innerHTML()).toBe('');
    expect(await thrown(page, 'bramble.getResponse(id)')).toMatch(/no widget with id/);
    expect(await thrown(page, 'bramble.getResponse()')).toMatch(/no widget has been rendered/);
    expect(await thrown(page, 'bramble.remove()')).toMatch(/widget id is required/);
    await page.evaluate(`window.id = bramble.render('c', {sitekey: '${PASS_KEY}'})`);
    // The new widget's frame loads as any frame does: on a busy machine, after this line.
    await expect.poll(() => checkbox(page).count(), {timeout: 30_000}).toBe(1);
  });
});

describe('callbacks', () => {
  test('expired-callback 120 s after the token; the field and getResponse are emptied', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
      {clock: true},
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    await page.clock.fastForward(119_000);
    expect(await calls(page)).toEqual([['callback', PASS_TOKEN]]);
    await page.clock.fastForward(1_000);
    expect(await calls(page)).toEqual([['callback', PASS_TOKEN], ['expired']]);
    expect(await field(page).inputValue()).toBe('');
    expect(await page.evaluate('bramble.getResponse()')).toBe('');
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('false');
    await checkbox(page).click(); // the visitor ticks the box again
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
  });

  test('open, close (button and Escape) and challenge-expired, each with its error code', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" ${ALL_CALLBACKS}></div></form>`,
      ),
      {clock: true},
    );
    const overlay = page.getByRole('dialog', {name: 'Bramble challenge'});
    await checkbox(page).click();
    await overlay.waitFor();
    expect(await calls(page)).toEqual([['open']]);
    await challengeFrame(page).getByRole('button', {name: 'Close'}).click();
    await overlay.waitFor({state: 'detached'});
    expect(await calls(page)).toEqual([['open'], ['close'], ['error', 'challenge-closed']]);
    expect(await checkbox(page).getAttribute('aria-checked')).toBe('false');

    await checkbox(page).click();
    await challengeFrame(page).getByRole('textbox').waitFor();
    await challengeFrame(page).getByRole('textbox').press('Escape'); // Escape inside the frame
    await overlay.waitFor({state: 'detached'});
    expect((await calls(page)).slice(3)).toEqual([
      ['open'],
      ['close'],
      ['error', 'challenge-closed'],
    ]);

    await checkbox(page).click();
    await overlay.waitFor();
    await page.clock.fastForward(60_000);
    await overlay.waitFor({state: 'detached'});
    expect((await calls(page)).slice(6)).toEqual([
      ['open'],
      ['challenge-expired'],
      ['error', 'challenge-expired'],
    ]);
    expect(await field(page).inputValue()).toBe('');
  });
});

describe('the test site keys', () => {
  test('20000000-…-0002 fails the visitor with challenge-error, until reset', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${FAIL_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'challenge-error']]);
    expect(await field(page).inputValue()).toBe('');
    await expect.poll(() => checkbox(page).getAttribute('aria-disabled')).toBe('true');
    expect(await widgetFrame(page).getByRole('status').textContent()).toContain('challenge-error');
    expect(await executeAsync(page, 'undefined')).toEqual({code: 'challenge-error'});
    expect(challengeRequests(env.lane)).toHaveLength(1);
    await page.evaluate('bramble.reset()');
    expect(await executeAsync(page, 'undefined')).toEqual({code: 'challenge-error'});
    expect(challengeRequests(env.lane)).toHaveLength(2);
  });

  test('30000000-…-0003 shows a challenge; an empty answer is refused, any other passes', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" ${ALL_CALLBACKS}></div></form>`,
      ),
    );
    await checkbox(page).click();
    const challenge = challengeFrame(page);
    const verify = challenge.getByRole('button', {name: 'Verify'});
    await verify.click();
    expect(await challenge.getByRole('alert').textContent()).toBe('Please type an answer.');
    await challenge.getByRole('textbox').fill('bramble');
    await verify.click();
    await page.getByRole('dialog').waitFor({state: 'detached'});
    await expect.poll(() => calls(page)).toEqual([['open'], ['callback', CHALLENGE_TOKEN]]);
    expect(await field(page).inputValue()).toBe(CHALLENGE_TOKEN);
    expect(challengeRequests(env.lane).map((body) => body.answer)).toEqual([undefined, 'bramble']);
  });

  test('30000000-…-0003 with execute({async: true}) resolves once the challenge is answered', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" data-size="invisible"></div></form>`,
      ),
    );
    const result = executeAsync(page, 'undefined');
    const answer = challengeFrame(page).getByRole('textbox');
    await answer.fill('anything');
    await answer.press('Enter');
    expect((await result).ok?.response).toBe(CHALLENGE_TOKEN);
    await page.evaluate('bramble.reset()');
    const closed = executeAsync(page, 'undefined');
    await challengeFrame(page).getByRole('button', {name: 'Close'}).click();
    expect(await closed).toEqual({code: 'challenge-closed'});
  });

  test('a real site key is refused on 127.0.0.1 with invalid-data', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13" ${ALL_CALLBACKS}></div></form>`,
      ),
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'invalid-data']]);
  });
});

describe('page mistakes fail visibly', () => {
  test('a missing sitekey, an unknown container and a missing callback function', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div class="bramble"></div><div class="bramble" data-sitekey="${PASS_KEY}" data-callback="nope"></div></form>`,
      ),
    );
    expect(logs).toEqual(['error: bramble.render: missing sitekey']);
    expect(await thrown(page, `bramble.render('missing', {sitekey: '${PASS_KEY}'})`)).toMatch(
      /container "missing" not found/,
    );
    await checkbox(page).click();
    await expect.poll(() => logs).toContain('error: bramble: callback "nope" is not defined');
  });

  test('a second copy of the script reports script-error', async () => {
    const {page, logs} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    await page.evaluate(`new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = '${env.lane.httpBase}/1/api.js';
      script.onload = resolve;
      document.head.append(script);
    })`);
    expect(await calls(page)).toEqual([['error', 'script-error']]);
    expect(logs).toEqual([
      'error: bramble: api.js is loaded more than once on this page (script-error)',
    ]);
  });

  test('network failure of /1/challenge reaches the error callback as network-error; the visitor can retry', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    // The frame's call, intercepted like any request of the page's frames.
    const url = `${env.lane.httpBase}/1/challenge`;
    await page.route(url, (route) => route.abort('connectionrefused'));
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'network-error']]);
    await expect.poll(() => checkbox(page).getAttribute('aria-disabled')).toBe('false');
    await page.unroute(url);
    await checkbox(page).click();
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
  });
});

describe('recaptchacompat=on', () => {
  test('grecaptcha forwards render, execute, reset and getResponse; g-recaptcha-response is filled too', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div id="contact-captcha"></div></form>
        <script>
          function onBrambleLoad() {
            window.id = grecaptcha.render('contact-captcha', {sitekey: '${PASS_KEY}', callback: onPass});
          }
        </script>`,
        '?recaptchacompat=on&render=explicit&onload=onBrambleLoad',
      ),
    );
    await page.evaluate('grecaptcha.execute(id)');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(await page.evaluate('grecaptcha.getResponse(id)')).toBe(PASS_TOKEN);
    expect(await field(page, 'g-recaptcha-response').inputValue()).toBe(PASS_TOKEN);
    expect(await field(page).inputValue()).toBe(PASS_TOKEN);
    await page.evaluate('grecaptcha.reset(id)');
    expect(await field(page, 'g-recaptcha-response').inputValue()).toBe('');
    expect(await page.evaluate('bramble.getResponse(id)')).toBe('');
    expect(await page.evaluate('typeof grecaptcha.ready')).toBe('undefined');
    expect(await thrown(page, `grecaptcha.execute('${PASS_KEY}', {action: 'login'})`)).toMatch(
      /reCAPTCHA v3/,
    );
    expect(logs).toEqual([]);
  });
});

describe('languages', () => {
  const simple = (query = '') =>
    doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}"></div></form>`, query);
  const french = {name: 'Je suis un humain', title: 'Contrôle de sécurité Bramble'};

  test('hl=fr gives the French label; Space ticks the box', async () => {
    const {page} = await open(simple('?hl=fr'));
    const box = checkbox(page, french.name, french.title);
    await box.focus();
    await box.press('Space');
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    expect(await widgetFrame(page, '', french.title).getByRole('status').textContent()).toBe(
      'Vérifié',
    );
  });

  test('without hl the browser language decides; an unsupported hl falls back to it', async () => {
    const inFrench = await open(simple('?hl=xx'), {context: {locale: 'fr-BE'}});
    expect(await checkbox(inFrench.page, french.name, french.title).count()).toBe(1);
    const english = await open(simple('?hl=en-GB'), {context: {locale: 'fr-FR'}});
    await checkbox(english.page).press('Enter');
    await expect.poll(() => field(english.page).inputValue()).toBe(PASS_TOKEN);
  });
});

describe('custom themes', () => {
  const themes = {
    valid: '{"palette":{"mode":"dark","primary":{"main":"#4cc38a"}}}',
    badMode: '{"palette":{"mode":"blue"}}',
    notHex: '{"component":{"checkbox":{"main":{"fill":"green"}}}}',
    notJson: '{"palette":',
  };
  const themedPage = (query: string) =>
    doc(
      `<form>${Object.entries(themes)
        .map(
          ([id, theme]) =>
            `<div id="${id}" class="bramble" data-sitekey="${PASS_KEY}" data-theme='${theme}' data-error-callback="${id}Error"></div>`,
        )
        .join('')}</form>
      <script>
        for (const id of ${JSON.stringify(Object.keys(themes))}) {
          window[id + 'Error'] = (code) => calls.push([id, code]);
        }
      </script>`,
      query,
    );
  const themeClass = async (page: Page, id: string) =>
    (await widgetFrame(page, `#${id}`).locator('.bramble-widget').getAttribute('class'))?.replace(
      /bramble-widget bramble-size-normal /,
      '',
    );

  test('with custom=true a valid theme applies; an invalid one falls back to light and reports invalid-custom-theme', async () => {
    const {page} = await open(themedPage('?custom=true'));
    expect(await themeClass(page, 'valid')).toBe('bramble-theme-custom bramble-mode-dark');
    for (const id of ['badMode', 'notHex', 'notJson']) {
      expect(await themeClass(page, id)).toBe('bramble-theme-light');
    }
    await expect
      .poll(() => calls(page))
      .toEqual([
        ['badMode', 'invalid-custom-theme'],
        ['notHex', 'invalid-custom-theme'],
        ['notJson', 'invalid-custom-theme'],
      ]);
    await widgetFrame(page, '#notJson').getByRole('checkbox').click(); // the widget keeps working
    await expect.poll(() => page.locator('#notJson textarea').inputValue()).toBe(PASS_TOKEN);
  });

  test('without custom=true every theme object is invalid', async () => {
    const {page} = await open(themedPage(''));
    expect(await themeClass(page, 'valid')).toBe('bramble-theme-light');
    await expect.poll(async () => (await calls(page)).length).toBe(4);
  });
});
