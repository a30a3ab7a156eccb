// Contract: the facts' "Widget (client side)" section, row by row, against the real stand-in in
// Chromium. Each row quotes the sentence it checks and uses only what the facts promise a page:
// the frames by their titles, the checkbox by its role and label, the hidden `bramble-response`
// field, the callbacks and `window.bramble`. A changed fact changes one row.
import {describe, expect, it} from 'vitest';
import {fieldValue, widgetContractSetUp, widgetFacts, type WidgetPage} from './widgetPage';

const {openWidget} = widgetContractSetUp();

const keys = {
  pass: '10000000-0000-4000-8000-000000000001',
  fail: '20000000-0000-4000-8000-000000000002',
  challenge: '30000000-0000-4000-8000-000000000003',
  passToken: '10000000-aaaa-4000-8000-000000000001',
  challengeToken: '30000000-aaaa-4000-8000-000000000003',
  // A site key of the right shape that no test key is: real keys never work on 127.0.0.1.
  real: '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13',
};

const frameSelector = (title: string) => `iframe[title="${title}"]`;

/** Answers the interactive challenge in its own frame, as a visitor would. */
async function answerChallenge({page}: WidgetPage, language: 'en' | 'fr' = 'en') {
  const challenge = page
    .locator(frameSelector(widgetFacts.challengeTitle[language]))
    .contentFrame();
  await challenge.getByRole('textbox').fill('any answer');
  await challenge.getByRole('textbox').press('Enter');
}

describe('Widget (client side): what the widget puts in the page', () => {
  it.each([
    {
      fact: "inside the container, an `<iframe>` served from … another origin than the integrator's page",
      async check({page, pageOrigin}: WidgetPage) {
        const frame = page.locator(`.bramble ${frameSelector(widgetFacts.frameTitle.en)}`);
        expect(await frame.count()).toBe(1);
        const src = new URL((await frame.getAttribute('src'))!, pageOrigin);
        expect(src.origin).not.toBe(pageOrigin);
      },
    },
    {
      fact: 'titled "Bramble security check" … which holds the checkbox labelled "I am human"',
      async check({checkbox}: WidgetPage) {
        expect(await checkbox.count()).toBe(1);
        expect(await checkbox.isChecked()).toBe(false);
      },
    },
    {
      fact: "The page's own scripts and end-to-end test tools therefore reach the checkbox only through the frame",
      async check({page}: WidgetPage) {
        expect(await page.getByRole('checkbox').count()).toBe(0);
        const reach = await page.evaluate(`(() => {
          const frame = document.querySelector('.bramble iframe');
          let document_ = null;
          try { document_ = frame.contentWindow.document; } catch { /* cross-origin */ }
          return {inPage: document.querySelectorAll('[role="checkbox"]').length, frame: document_ === null && frame.contentDocument === null};
        })()`);
        expect(reach).toEqual({inPage: 0, frame: true});
      },
    },
    {
      fact: 'On success the form gains a hidden field `bramble-response` holding the token',
      async check({page, checkbox}: WidgetPage) {
        await checkbox.click();
        await expect.poll(() => fieldValue(page)).toBe(keys.passToken);
        expect(await page.locator(`#form [name="${widgetFacts.field}"]`).isHidden()).toBe(true);
      },
    },
  ])('$fact', async ({check}) => {
    await check(await openWidget({sitekey: keys.pass}));
  });

  it.each([
    {
      fact: 'titled "Bramble security check" (localised) … the checkbox labelled "I am human" (localised)',
      language: 'fr' as const,
    },
  ])('$fact: $language', async ({language}) => {
    const widget = await openWidget({sitekey: keys.pass, language});
    await widget.checkbox.click();
    await expect.poll(() => widget.checkbox.isChecked()).toBe(true);
  });

  it.each([
    {
      fact: 'an open challenge is a second cross-origin `<iframe>` titled "Bramble challenge"',
      language: 'en' as const,
    },
    {
      fact: 'an open challenge is a second cross-origin `<iframe>` titled "Bramble challenge" (localised)',
      language: 'fr' as const,
    },
  ])('$fact: $language', async ({language}) => {
    const widget = await openWidget({sitekey: keys.challenge, language});
    await widget.checkbox.click();
    const frame = widget.page.locator(frameSelector(widgetFacts.challengeTitle[language]));
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!, widget.pageOrigin);
    expect(src.origin).not.toBe(widget.pageOrigin);
    expect(await widget.page.getByRole('textbox').count()).toBe(0); // the answer field is the frame's
  });
});

describe('Widget (client side): the test site keys and the callbacks', () => {
  it.each([
    {
      fact: 'site key `10000000-…-0001` … The widget then always passes and returns the token `10000000-aaaa-4000-8000-000000000001`; `data-callback` (receives the token)',
      sitekey: keys.pass,
      challenge: false,
      calls: [['callback', keys.passToken]],
      field: keys.passToken,
    },
    {
      fact: 'site key `20000000-…-0002`: the widget always fails the visitor: no token, and the error callback receives `challenge-error`',
      sitekey: keys.fail,
      challenge: false,
      calls: [['error', 'challenge-error']],
      field: '',
    },
    {
      fact: 'site key `30000000-…-0003`: the widget always shows an interactive challenge (any answer passes) and then returns the token `30000000-aaaa-…-0003`; `data-open-callback`',
      sitekey: keys.challenge,
      challenge: true,
      calls: [['open'], ['callback', keys.challengeToken]],
      field: keys.challengeToken,
    },
    {
      fact: 'Real keys work only on the hostnames listed for the site … A token solved on an unlisted hostname fails in the widget with `invalid-data`',
      sitekey: keys.real,
      challenge: false,
      calls: [['error', 'invalid-data']],
      field: '',
    },
  ])('$fact', async ({sitekey, challenge, calls, field}) => {
    const widget = await openWidget({sitekey});
    await widget.checkbox.click();
    if (challenge) await answerChallenge(widget);
    await expect.poll(() => widget.calls()).toEqual(calls);
    expect(await fieldValue(widget.page)).toBe(field);
  });

  it('`data-close-callback` … and the error callback receives a client error code (`challenge-closed`)', async () => {
    const widget = await openWidget({sitekey: keys.challenge});
    await widget.checkbox.click();
    const challenge = widget.page
      .locator(frameSelector(widgetFacts.challengeTitle.en))
      .contentFrame();
    await challenge.getByRole('textbox').press('Escape');
    await expect
      .poll(() => widget.calls())
      .toEqual([['open'], ['close'], ['error', 'challenge-closed']]);
  });

  it('Tokens are single-use and valid for 120 seconds; `data-expired-callback` (token expired, 120 s after issue)', async () => {
    const widget = await openWidget({sitekey: keys.pass, clock: true});
    await widget.checkbox.click();
    await expect.poll(() => fieldValue(widget.page)).toBe(keys.passToken);
    await widget.page.clock.fastForward(widgetFacts.tokenLifetimeMs - 1_000);
    expect(await widget.calls()).toEqual([['callback', keys.passToken]]);
    await widget.page.clock.fastForward(1_000);
    expect(await widget.calls()).toEqual([['callback', keys.passToken], ['expired']]);
    expect(await fieldValue(widget.page)).toBe('');
    expect(await widget.page.evaluate('bramble.getResponse()')).toBe('');
  });

  it('Client error codes: every code the widget reports is one of the nine', async () => {
    const reported = [];
    for (const sitekey of [keys.fail, keys.real]) {
      const widget = await openWidget({sitekey});
      await widget.checkbox.click();
      await expect.poll(async () => (await widget.calls()).length).toBe(1);
      reported.push(...(await widget.calls()).map((call) => call[1]));
    }
    for (const code of reported) expect(widgetFacts.clientErrorCodes).toContain(code);
  });
});

describe('Widget (client side): the JS API', () => {
  it.each([
    {
      fact: 'With the always-pass test site key … `execute()` resolves without any click; `execute(widgetId?, { async: true })` returns a promise of `{ response, key }`. Without an id they act on the first widget',
      size: 'normal' as const,
    },
    {
      fact: 'Invisible mode: `data-size="invisible"` … triggered … by `execute()`',
      size: 'invisible' as const,
    },
  ])('$fact ($size)', async ({size}) => {
    const widget = await openWidget({sitekey: keys.pass, size});
    const result = (await widget.page.evaluate('bramble.execute(undefined, {async: true})')) as {
      response: string;
      key: string;
    };
    expect(result).toEqual({response: keys.passToken, key: expect.any(String)});
    expect(await widget.page.evaluate('bramble.getRespKey()')).toBe(result.key);
    expect(await fieldValue(widget.page)).toBe(keys.passToken);
    expect(await widget.calls()).toEqual([]); // with async, a promise instead of the callback
  });

  it('`execute(widgetId?)` … (without `async` it triggers the callback); `reset(widgetId?)`; `getResponse(widgetId?)`', async () => {
    const widget = await openWidget({sitekey: keys.pass, size: 'invisible'});
    await widget.page.evaluate('bramble.execute()');
    await expect.poll(() => widget.calls()).toEqual([['callback', keys.passToken]]);
    expect(await widget.page.evaluate('bramble.getResponse()')).toBe(keys.passToken);
    await widget.page.evaluate('bramble.reset()');
    expect(await widget.page.evaluate('bramble.getResponse()')).toBe('');
    expect(await fieldValue(widget.page)).toBe('');
  });
});

describe('Widget (client side): the script parameters', () => {
  it('`onload` (name of a global function called when the API is ready)', async () => {
    const widget = await openWidget({sitekey: keys.pass, query: {onload: 'on_load'}});
    await expect.poll(() => widget.calls()).toEqual([['onload']]);
  });

  it('`render` (`onload` default, or `explicit`): with `explicit`, nothing until `render(container, params)`, which returns a widget id', async () => {
    const widget = await openWidget({sitekey: keys.pass, query: {render: 'explicit'}});
    const frames = widget.page.locator(frameSelector(widgetFacts.frameTitle.en));
    expect(await frames.count()).toBe(0);
    const id = await widget.page.evaluate(
      `bramble.render(document.querySelector('.bramble'), {sitekey: '${keys.pass}'})`,
    );
    expect(id).toBeTruthy();
    await expect.poll(() => frames.count()).toBe(1);
    await widget.checkbox.click();
    await expect.poll(() => fieldValue(widget.page)).toBe(keys.passToken);
  });

  it('`recaptchacompat` (`off` default; `on` installs a `grecaptcha` compatibility object)', async () => {
    const off = await openWidget({sitekey: keys.pass});
    expect(await off.page.evaluate('typeof window.grecaptcha')).toBe('undefined');
    const on = await openWidget({sitekey: keys.pass, query: {recaptchacompat: 'on'}});
    expect(await on.page.evaluate('typeof grecaptcha.getResponse')).toBe('function');
  });

  it('`remove(widgetId)`: the widget leaves the page', async () => {
    const widget = await openWidget({sitekey: keys.pass, query: {render: 'explicit'}});
    await widget.page.evaluate(
      `window.id = bramble.render(document.querySelector('.bramble'), {sitekey: '${keys.pass}'})`,
    );
    const frames = widget.page.locator(frameSelector(widgetFacts.frameTitle.en));
    await expect.poll(() => frames.count()).toBe(1);
    await widget.page.evaluate('bramble.remove(window.id)');
    expect(await frames.count()).toBe(0);
  });
});

describe('Custom themes (Pro and Enterprise, with `custom=true`)', () => {
  it.each([
    {
      fact: 'Passed … as JSON in `data-theme`: a valid theme object reports nothing',
      theme: '{"palette": {"mode": "dark", "primary": {"main": "#1f7a4d"}}}',
      calls: [['callback', keys.passToken]],
    },
    {
      fact: 'An invalid theme falls back to `light` and reports `invalid-custom-theme` to the error callback',
      theme: '{"palette": {"mode": "sepia"}}',
      calls: [
        ['error', 'invalid-custom-theme'],
        ['callback', keys.passToken],
      ],
    },
  ])('$fact', async ({theme, calls}) => {
    const widget = await openWidget({sitekey: keys.pass, theme, query: {custom: 'true'}});
    // The widget still works with the fallback theme: the visitor passes either way.
    await widget.checkbox.click();
    await expect.poll(() => widget.calls()).toEqual(calls);
  });
});
