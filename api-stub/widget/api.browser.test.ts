/**
 * The stand-in widget script (api.js) in Chromium against the real stand-in: rendering, load
 * order, execute, invisible mode, and the frames themselves (cross-origin, titled, unreachable
 * from the page, deaf to forged messages). Callbacks, test keys, mistakes, languages and themes
 * are in api.callbacks.browser.test.ts. Everything a test does with the checkbox goes through
 * the widget's frame, as a page's own test must.
 */
import {describe, expect, test} from 'vitest';
import {
  CHALLENGE_TITLE,
  FRAME_TITLE,
  PASS_KEY,
  PASS_TOKEN,
  CHALLENGE_KEY,
  calls,
  challengeFrame,
  challengeRequests,
  checkbox,
  executeAsync,
  field,
  gate,
  setUpWidgetPages,
  thrown,
  widgetFrame,
} from './tests/widgetTestPages';

const {env, submissions, doc, scriptTag, open, pageOrigin} = setUpWidgetPages();

describe('the frames', () => {
  const simple = (query = '') =>
    doc(
      `<form><div class="bramble" data-sitekey="${PASS_KEY}" data-callback="onPass"></div></form>`,
      query,
    );

  test('the checkbox is in a cross-origin iframe titled "Bramble security check", not in the page', async () => {
    const {page, logs} = await open(simple());
    const frame = page.locator(`iframe[title="${FRAME_TITLE}"]`);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(env.stub.frameOrigin);
    expect(src.origin).not.toBe(pageOrigin());
    expect(await page.locator('.bramble iframe').count()).toBe(1);
    // Not in the page's own accessibility tree or DOM...
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.evaluate(`document.querySelectorAll('[role="checkbox"]').length`)).toBe(0);
    // ...and the page's scripts cannot read into the frame: the browser keeps it apart.
    expect(
      await page.evaluate(`(() => {
        const frame = document.querySelector('.bramble iframe');
        try { return frame.contentDocument === null ? 'no document' : 'readable'; }
        catch (error) { return error.name; }
      })()`),
    ).toBe('no document');
    expect(
      await thrown(page, `document.querySelector('.bramble iframe').contentWindow.document`),
    ).toMatch(/cross-origin/i);
    // Through the frame, it is there, labelled, unchecked.
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('false');
    expect(logs).toEqual([]);
  });

  test('hl=fr titles the frame "Contrôle de sécurité Bramble" and labels the box "Je suis un humain"', async () => {
    const {page} = await open(simple('?hl=fr'));
    const box = checkbox(page, 'Je suis un humain', 'Contrôle de sécurité Bramble');
    await box.click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate('calls')).toEqual([['callback', PASS_TOKEN]]);
  });

  test('the challenge opens in a second cross-origin iframe titled "Bramble challenge"', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}"></div></form>`),
    );
    await checkbox(page).click();
    const frame = page.locator(`iframe[title="${CHALLENGE_TITLE}"]`);
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src'))!).origin).toBe(env.stub.frameOrigin);
    expect(await page.getByRole('dialog', {name: CHALLENGE_TITLE}).count()).toBe(1);
    expect(await page.getByRole('textbox').count()).toBe(0); // the answer field is the frame's
    await challengeFrame(page).getByRole('heading', {name: CHALLENGE_TITLE}).waitFor();
    const french = await open(
      doc(`<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}"></div></form>`, '?hl=fr'),
    );
    await checkbox(french.page, 'Je suis un humain', 'Contrôle de sécurité Bramble').click();
    await challengeFrame(french.page, 'Défi Bramble')
      .getByRole('button', {name: 'Vérifier'})
      .waitFor();
  });

  test('a message from the wrong origin, or from the right origin but not the frame, fills nothing', async () => {
    const {page} = await open(simple());
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('false');
    const src = (await page.locator('.bramble iframe').getAttribute('src'))!;
    const id = new URL(src).searchParams.get('id');
    // A tick (which would start a check and call the callback) and the answer to that check.
    const forgeries = JSON.stringify([
      {id, type: 'tick'},
      {id, type: 'reply', seq: 1, data: {token: 'forged', respKey: 'x'}},
    ]);
    // Messages from one window arrive in order: once 'done' is heard, api.js has heard the rest.
    const sendForgeries = `new Promise((resolve) => {
      parent.addEventListener('message', (event) => event.data === 'done' && resolve());
      for (const message of ${forgeries}) parent.postMessage(message, '*');
      parent.postMessage('done', '*');
    })`;
    // From the page itself: its own origin.
    await page.evaluate(sendForgeries);
    // From the frame origin, but another frame than the widget's: a copy of its document.
    await page.evaluate(`(() => {
      const impostor = document.createElement('iframe');
      impostor.src = ${JSON.stringify(src)};
      impostor.title = 'impostor';
      document.body.append(impostor);
    })()`);
    const handle = await page.locator('iframe[title="impostor"]').elementHandle();
    const impostor = (await handle!.contentFrame())!;
    await impostor.waitForFunction('document.readyState === "complete"');
    await page.evaluate(
      `void (window.impostorDone = new Promise((resolve) => addEventListener('message', (event) => event.data === 'done' && resolve())))`,
    );
    await impostor.evaluate(`(() => {
      for (const message of ${forgeries}) parent.postMessage(message, '*');
      parent.postMessage('done', '*');
    })()`);
    await page.evaluate('window.impostorDone');
    expect(await calls(page)).toEqual([]); // no tick was taken for the visitor's
    expect(await field(page).inputValue()).toBe('');
    // The widget's own frame still works, and its answer is the only one taken.
    expect((await executeAsync(page, 'undefined')).ok?.response).toBe(PASS_TOKEN);
    expect(await calls(page)).toEqual([]);
    expect(await field(page).inputValue()).toBe(PASS_TOKEN);
    expect(challengeRequests(env.lane)).toHaveLength(1);
  });
});

describe('automatic rendering (render=onload)', () => {
  test('renders .bramble containers; a click passes, fills the hidden field, and the form posts it', async () => {
    const {page, logs} = await open(
      doc(`<form action="/submit" method="POST">
        <input name="email" value="ada@example.com">
        <div class="bramble" data-sitekey="${PASS_KEY}" data-callback="onPass"></div>
        <button type="submit">Send</button>
      </form>`),
    );
    const box = checkbox(page);
    expect(await box.getAttribute('aria-checked')).toBe('false');
    expect(await field(page).inputValue()).toBe('');
    expect(await field(page).isHidden()).toBe(true);
    expect(await page.evaluate('typeof grecaptcha')).toBe('undefined');

    await box.click();
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(await box.getAttribute('aria-checked')).toBe('true');
    expect(await field(page).inputValue()).toBe(PASS_TOKEN);
    expect(challengeRequests(env.lane)).toEqual([
      {sitekey: PASS_KEY, hostname: '127.0.0.1', hl: 'en'},
    ]);

    await page.getByRole('button', {name: 'Send'}).click();
    await page.waitForURL('**/submit');
    expect(submissions).toEqual([
      {path: '/submit', fields: {email: 'ada@example.com', 'bramble-response': PASS_TOKEN}},
    ]);
    expect(logs).toEqual([]);
  });

  test('data-theme, data-size and data-tabindex set classes and the tab order', async () => {
    const {page} = await open(
      doc(`<form>
        <div id="a" class="bramble" data-sitekey="${PASS_KEY}" data-theme="dark" data-size="compact" data-tabindex="3"></div>
        <div id="b" class="bramble" data-sitekey="${PASS_KEY}" data-theme="contrast"></div>
        <div id="c" class="bramble" data-sitekey="${PASS_KEY}" data-theme="auto"></div>
      </form>`),
    );
    const inFrame = (id: string) => widgetFrame(page, `#${id}`);
    const classes = (id: string) => inFrame(id).locator('.bramble-widget').getAttribute('class');
    expect(await classes('a')).toBe('bramble-widget bramble-size-compact bramble-theme-dark');
    expect(await classes('b')).toBe('bramble-widget bramble-size-normal bramble-theme-contrast');
    expect(await classes('c')).toBe('bramble-widget bramble-size-normal bramble-theme-auto');
    expect(await inFrame('a').getByRole('checkbox').getAttribute('tabindex')).toBe('3');
    expect(await page.locator('#a iframe').getAttribute('tabindex')).toBe('3');
    expect(await inFrame('b').getByRole('checkbox').getAttribute('tabindex')).toBe('0');
  });
});

describe('the onload callback and load order', () => {
  test('explicit rendering: onload renders, nothing is rendered automatically, lanes keep their prefix', async () => {
    const other = env.stub.lane();
    const {page, logs} = await open(
      doc(
        `<script>
          function onBrambleLoad() {
            window.id = bramble.render('signup-captcha', {
              sitekey: '${PASS_KEY}',
              callback: (token) => calls.push(['fn-callback', token]),
            });
          }
        </script>
        <form><div class="bramble" data-sitekey="${PASS_KEY}"></div><div id="signup-captcha"></div></form>`,
        '?render=explicit&onload=onBrambleLoad',
        other.httpBase,
      ),
    );
    expect(await page.locator('.bramble').innerHTML()).toBe('');
    expect(await page.evaluate('window.id')).toMatch(/\S/);
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['fn-callback', PASS_TOKEN]]);
    // The frame called the lane the script came from, and no other.
    expect(challengeRequests(other)).toHaveLength(1);
    expect(challengeRequests(env.lane)).toEqual([]);
    expect(logs).toEqual([]);
  });

  const lateOnloadPage = (): {head: string; tail: string} => ({
    head: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>
      ${scriptTag('?render=explicit&onload=onBrambleLoad')}</head><body>
      <!-- ${'padding '.repeat(300)} -->`,
    tail: `<form><div id="c"></div></form>
      <script>function onBrambleLoad() { bramble.render('c', {sitekey: '${PASS_KEY}'}); }</script>
      </body></html>`,
  });

  test('an onload function defined after the script tag is missing when the script runs first: a console error, no retry', async () => {
    const {head, tail} = lateOnloadPage();
    const after = gate();
    const {page, logs, scriptServed} = await open(
      {html: head, tail: {html: tail, after}},
      {waitUntil: 'commit'},
    );
    await scriptServed;
    await page.waitForFunction(() => 'bramble' in window); // the script ran, the page is not done
    expect(logs).toEqual(['error: bramble: onload function "onBrambleLoad" is not defined']);

    after.open();
    await page.waitForLoadState('load');
    expect(await page.evaluate('typeof onBrambleLoad')).toBe('function');
    expect(await page.locator('#c').innerHTML()).toBe('');
    expect(logs).toHaveLength(1);
  });

  test('the same page works when the script arrives after the page', async () => {
    const {head, tail} = lateOnloadPage();
    const holdScript = gate();
    const {page, logs} = await open(head + tail, {waitUntil: 'domcontentloaded', holdScript});
    expect(await page.evaluate('typeof bramble')).toBe('undefined');
    holdScript.open();
    await checkbox(page).click();
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
    expect(logs).toEqual([]);
  });

  test('a script added by code (the framework samples) finds its base URL and calls onload', async () => {
    const other = env.stub.lane();
    const page = `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>
      <form><div id="c"></div></form>
      <script>
        window.onBrambleLoad = () => {
          window.id = bramble.render(document.getElementById('c'), {sitekey: '${PASS_KEY}', size: 'invisible'});
        };
        const script = document.createElement('script');
        script.src = '${other.httpBase}/1/api.js?render=explicit&onload=onBrambleLoad';
        script.async = true;
        document.head.appendChild(script);
      </script></body></html>`;
    const {page: tab, logs} = await open(page);
    await tab.waitForFunction('window.id !== undefined');
    const result = await executeAsync(tab);
    expect(result).toEqual({ok: {response: PASS_TOKEN, key: expect.stringMatching(/\S/)}});
    expect(challengeRequests(other)).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  test('render=onload waits for the parsed page, renders, then calls onload', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${PASS_KEY}"></div></form>
        <script>function ready() { calls.push(['onload', document.querySelectorAll('.bramble iframe').length]); }</script>`,
        '?onload=ready',
      ),
    );
    await expect.poll(() => calls(page)).toEqual([['onload', 1]]);
    expect(logs).toEqual([]);
  });
});

describe('execute', () => {
  const page3 = () =>
    doc(
      `<form>
      <div id="invisible"></div><div id="promised"></div><div id="visible"></div>
    </form>
    <script>
      function onBrambleLoad() {
        window.invisible = bramble.render('invisible', {sitekey: '${PASS_KEY}', size: 'invisible', callback: onPass});
        window.promised = bramble.render('promised', {
          sitekey: '${PASS_KEY}', size: 'invisible', callback: (t) => calls.push(['promised-callback', t]),
        });
        window.visible = bramble.render('visible', {sitekey: '${PASS_KEY}'});
      }
    </script>`,
      '?render=explicit&onload=onBrambleLoad',
    );

  test('without async it triggers the callback; an invisible widget shows nothing and checks through a hidden frame', async () => {
    const {page, logs} = await open(page3());
    const hidden = page.locator('#invisible iframe');
    expect(await hidden.isHidden()).toBe(true);
    expect(new URL((await hidden.getAttribute('src'))!).origin).toBe(env.stub.frameOrigin);
    // A second call while the first check runs changes nothing.
    await page.evaluate('bramble.execute(window.invisible); bramble.execute(window.invisible)');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(challengeRequests(env.lane)).toHaveLength(1);
    expect(await page.locator('#invisible textarea').inputValue()).toBe(PASS_TOKEN);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The check was the frame's: the page itself never called /1/challenge.
    const fromPage = env.lane
      .requests()
      .filter((request) => request.path === '/1/challenge' && request.method === 'POST');
    expect(fromPage).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  test('with {async: true} it returns a promise of {response, key} and calls no callback', async () => {
    const {page} = await open(page3());
    const result = await executeAsync(page, 'window.promised');
    expect(result.ok?.response).toBe(PASS_TOKEN);
    expect(await page.evaluate('bramble.getRespKey(window.promised)')).toBe(result.ok?.key);
    expect(result.ok?.key).toMatch(/\S/);
    expect(await page.locator('#promised textarea').inputValue()).toBe(PASS_TOKEN);
    expect(await calls(page)).toEqual([]);
  });

  test('on a checkbox widget it acts as a click; without an id it acts on the first widget', async () => {
    const {page} = await open(page3());
    await page.evaluate('bramble.execute(window.visible)');
    await expect
      .poll(() => widgetFrame(page, '#visible').getByRole('checkbox').getAttribute('aria-checked'))
      .toBe('true');
    await page.evaluate('bramble.execute()');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
  });
});

describe('invisible mode', () => {
  test('bound to a submit button: the click runs the check, the callback submits the form with the token', async () => {
    const {page, logs} = await open(
      doc(`<form id="login-form" action="/submit/login" method="POST">
        <input type="email" name="email" value="ada@example.com" required />
        <button class="bramble" data-sitekey="${PASS_KEY}" data-size="invisible" data-callback="onLoginVerified">
          Log in
        </button>
      </form>
      <script>
        function onLoginVerified(token) { document.getElementById('login-form').submit(); }
      </script>`),
    );
    expect(await page.locator('iframe:visible').count()).toBe(0);
    expect(await page.getByRole('button').textContent()).toContain('Log in');
    await page.getByRole('button', {name: 'Log in'}).click();
    await page.waitForURL('**/submit/login');
    expect(submissions).toEqual([
      {
        path: '/submit/login',
        fields: {email: 'ada@example.com', 'bramble-response': PASS_TOKEN},
      },
    ]);
    expect(logs).toEqual([]);
  });
});
