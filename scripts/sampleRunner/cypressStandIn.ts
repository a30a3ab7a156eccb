/**
 * Just enough of Cypress to run /testing's Cypress spec in the sample run's Chromium (Cypress
 * itself cannot be installed here: its npm package downloads its own binary). Each `cy` command
 * the spec queues is played with Playwright on one page; queries retry until their assertion
 * holds, as Cypress's do, within `timeoutMs`. What runs in the page is the spec's own browser
 * JavaScript: a function given to `.then()` on `cy.window().its(...)` gets a stand-in object whose
 * method calls run in the page (`bramble.execute(...)` is `window.bramble.execute(...)` there).
 * Like Cypress, it cannot reach into a cross-origin frame: `cy.get` looks in the page only. A
 * command or assertion it does not know fails the spec, never passes it.
 */
import type {Locator, Page} from 'playwright';

type Subject =
  | {kind: 'none'}
  | {kind: 'elements'; locator: Locator; query: string}
  | {kind: 'window'; path: string[]}
  | {kind: 'value'; value: unknown};

type Command = (subject: Subject) => Promise<Subject>;

const retryEveryMs = 50;

async function retry(what: string, timeoutMs: number, attempt: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await attempt().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out retrying after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
  }
}

/** A stand-in for a page object the spec's own code calls: each method call runs in the page. */
function pageObject(page: Page, path: string[]): Record<string, (...args: unknown[]) => unknown> {
  return new Proxy(
    {},
    {
      get:
        (_, method) =>
        (...args: unknown[]) =>
          page.evaluate(
            ([names, name, values]) => {
              let target = window as unknown as Record<string, unknown>;
              for (const key of names) target = target[key] as Record<string, unknown>;
              return (target[name] as (...a: unknown[]) => unknown).apply(target, values);
            },
            [path, String(method), args] as const,
          ),
    },
  );
}

export interface CypressStandIn {
  /** The global `cy` of the spec. */
  cy: Record<string, (...args: never[]) => unknown>;
  /** Plays the commands queued so far; rejects with the first that fails. */
  run(): Promise<void>;
}

export function cypressStandIn(page: Page, baseUrl: string, timeoutMs = 4000): CypressStandIn {
  const queue: Command[] = [];

  const elements = (subject: Subject, command: string) => {
    if (subject.kind !== 'elements') throw new Error(`.${command}() needs elements`);
    return subject;
  };
  // Each command takes the subject the previous one gave, and gives the next one's.
  const commands: Record<string, (subject: Subject, ...args: never[]) => Promise<Subject>> = {
    async visit(_, url: string) {
      await page.goto(new URL(url, baseUrl).href);
      return {kind: 'none'};
    },
    get: async (_, selector: string) => ({
      kind: 'elements',
      locator: page.locator(selector),
      query: `cy.get(${JSON.stringify(selector)})`,
    }),
    async contains(subject, first: string, second?: string) {
      // cy.contains(text), cy.contains(selector, text), or .contains(text) within a subject.
      const text = second ?? first;
      const locator =
        second !== undefined
          ? page.locator(first).filter({hasText: text})
          : subject.kind === 'elements'
            ? subject.locator.filter({hasText: text})
            : page.getByText(text);
      const query = `${subject.kind === 'elements' ? subject.query : 'cy'}.contains(${JSON.stringify(text)})`;
      return {kind: 'elements', locator: locator.first(), query};
    },
    async type(subject, text: string) {
      await elements(subject, 'type').locator.first().pressSequentially(text, {timeout: timeoutMs});
      return subject;
    },
    async click(subject) {
      const {locator, query} = elements(subject, 'click');
      await locator
        .first()
        .click({timeout: timeoutMs})
        .catch((error: Error) => {
          throw new Error(`${query}.click(): ${error.message.split('\n')[0]}`);
        });
      return subject;
    },
    window: async () => ({kind: 'window', path: []}),
    async its(subject, property: string) {
      if (subject.kind === 'window') {
        const path = [...subject.path, property];
        await retry(`cy.window().its(${JSON.stringify(path.join('.'))})`, timeoutMs, () =>
          page.evaluate((names) => {
            let target: unknown = window;
            for (const key of names) target = (target as Record<string, unknown>)?.[key];
            return target !== undefined && target !== null;
          }, path),
        );
        return {kind: 'window', path};
      }
      if (subject.kind === 'value')
        return {kind: 'value', value: (subject.value as Record<string, unknown>)?.[property]};
      throw new Error(`.its(${JSON.stringify(property)}) needs a window or a value`);
    },
    async then(subject, callback: (value: unknown) => unknown) {
      const given =
        subject.kind === 'window'
          ? pageObject(page, subject.path)
          : subject.kind === 'value'
            ? subject.value
            : subject;
      return {kind: 'value', value: await callback(given)};
    },
    async should(subject, chainer: string, expected?: unknown) {
      const what = `should(${JSON.stringify(chainer)}, ${JSON.stringify(expected)})`;
      if (subject.kind === 'value' && chainer === 'equal') {
        if (subject.value !== expected)
          throw new Error(
            `expected ${JSON.stringify(subject.value)} to equal ${JSON.stringify(expected)}`,
          );
        return subject;
      }
      if (subject.kind !== 'elements') throw new Error(`${what} on this subject is not stood in`);
      const checks: Record<string, () => Promise<boolean>> = {
        'have.value': async () => (await subject.locator.first().inputValue()) === expected,
        'be.visible': () => subject.locator.first().isVisible(),
      };
      const check = checks[chainer];
      if (!check) throw new Error(`${what} is not stood in`);
      await retry(`${subject.query}.${what}`, timeoutMs, check);
      return subject;
    },
  };

  /** A chain of commands: each call queues its command and gives the chain back. */
  function chain(): Record<string, (...args: never[]) => unknown> {
    const self: Record<string, (...args: never[]) => unknown> = {};
    for (const [name, command] of Object.entries(commands))
      self[name] = (...args: never[]) => {
        queue.push((subject) => command(subject, ...args));
        return self;
      };
    return self;
  }

  const cy = new Proxy(chain(), {
    // Every cy.<command>() starts a new chain, with no subject, on the same queue.
    get: (_, name) => {
      const command = chain()[String(name)];
      if (!command) throw new Error(`cy.${String(name)}() is not stood in`);
      return (...args: never[]) => {
        queue.push(async () => ({kind: 'none'}));
        return command(...args);
      };
    },
  });

  return {
    cy,
    async run() {
      let subject: Subject = {kind: 'none'};
      for (const command of queue.splice(0)) subject = await command(subject);
    },
  };
}
