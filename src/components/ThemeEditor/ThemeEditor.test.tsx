import type {ReactNode} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {encodeThemeHash} from '@site/src/widgetTheme/shareHash';
import ThemeEditor from '.';
import {loadThemeParser} from './themeParser';

/** Types into the JSON editor's text area, then waits for the parser to check it. */
async function typeJson(text: string): Promise<void> {
  fireEvent.change(jsonText(), {target: {value: text}});
  await act(async () => {
    await loadThemeParser();
  });
}

const history = {replace: vi.fn()};
const session = {loggedIn: false, sitekey: null as string | null, secretkey: null};

vi.mock('@docusaurus/router', () => ({useHistory: () => history}));
vi.mock('@site/src/session/SessionProvider', () => ({useSession: () => session}));
vi.mock('@site/src/session/useLoginUrl', () => ({useLoginUrl: () => 'https://dash.example/login'}));
// The build's messages of the editor's page (src/plugins/firstScriptMessages): the test's locale is English.
vi.mock('./pageMessages', () => ({}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({children, href, to}: {children: ReactNode; href?: string; to?: string}) => (
    // eslint-disable-next-line @docusaurus/no-html-links -- the stand-in for Link itself
    <a href={href ?? to}>{children}</a>
  ),
}));
vi.mock('@theme/CodeBlock', () => ({
  default: ({children}: {children: string}) => <pre data-testid="code">{children}</pre>,
}));
// CodeMirror is loaded lazily in the browser; here its import fails, and the text area stays.
vi.mock('./codeMirror', () => {
  throw new Error('no CodeMirror in jsdom');
});
// The English message with its values, as Docusaurus shows it without a translation file.
vi.mock('@docusaurus/Translate', async () =>
  (await import('../FactTables/translateMock.fixtures')).translateModule(() => undefined),
);

const preview = (): HTMLElement => screen.getByTestId('widget-preview');
const previewVar = (name: string): string => preview().style.getPropertyValue(name);
// Label queries: role queries over the ~200 fields are slow in jsdom.
// Plain DOM lookups: testing-library's label and role queries take seconds over the ~200 fields.
const field = (path: string): HTMLInputElement =>
  document.querySelector(`[data-path="${path}"] input:not([type="color"])`)!;
const jsonText = (): HTMLTextAreaElement => document.querySelector('textarea')!;
const button = (name: RegExp): HTMLButtonElement =>
  [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const radio = (name: string): HTMLInputElement =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (r) => r.closest('label')?.textContent === name,
  )!;

beforeEach(() => {
  window.history.replaceState(null, '', '/custom-themes-live');
  history.replace.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

// The editor renders some 200 fields: generous time on a loaded machine.
// A shared link is decoded asynchronously (the browser's decompression stream); on a machine
// running the other test stages beside this one, that can take seconds.
const decodeWaitMs = 8000;

describe('ThemeEditor', {timeout: 20_000}, () => {
  it('renders the default theme on the server, preview and JSON included', () => {
    const html = renderToString(<ThemeEditor />);
    expect(html).toContain('I am human');
    expect(html).toContain('&quot;primary&quot;');
    expect(html).toContain('YOUR_SITE_KEY');
  });

  it('labels every colour field with its theme path, and a field change reaches preview, JSON and snippets', () => {
    render(<ThemeEditor />);
    expect(field('palette.grey.1000')).toHaveAccessibleName('palette.grey.1000');
    expect(field('component.verifyButton.hover.fill')).toHaveAccessibleName(
      'component.verifyButton.hover.fill',
    );
    expect(field('palette.primary.main').previousElementSibling).toHaveAccessibleName(
      'Colour picker for palette.primary.main',
    );
    expect(jsonText()).toHaveAccessibleName('Theme JSON');
    fireEvent.change(field('palette.primary.main'), {target: {value: '#1f7a4d'}});
    expect(previewVar('--bp-primary')).toBe('#1f7a4d');
    expect(previewVar('--bp-verifyButton-main-fill')).toBe('#1f7a4d');
    expect(JSON.parse(jsonText().value).palette.primary.main).toBe('#1f7a4d');
    expect(screen.getAllByTestId('code')[0]).toHaveTextContent("primary: {main: '#1f7a4d'}");
  });

  it('marks a bad value in a field and keeps the last valid colour', () => {
    render(<ThemeEditor />);
    const input = field('palette.primary.main');
    fireEvent.change(input, {target: {value: '#12'}});
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Not a hex colour/)).toBeInTheDocument();
    expect(previewVar('--bp-primary')).toBe('#7b2d8b');
  });

  it('applies valid JSON to the fields and the preview, once its parser has it', async () => {
    render(<ThemeEditor />);
    fireEvent.change(jsonText(), {
      target: {value: '{"palette": {"mode": "dark", "primary": {"main": "#4cc38a"}}}'},
    });
    // Kept as typed at once; applied once checked.
    expect(jsonText()).toHaveValue('{"palette": {"mode": "dark", "primary": {"main": "#4cc38a"}}}');
    await act(async () => {
      await loadThemeParser();
    });
    expect(field('palette.primary.main')).toHaveValue('#4cc38a');
    expect(preview()).toHaveAttribute('data-mode', 'dark');
    expect(radio('Dark')).toBeChecked();
  });

  it.each([
    {
      name: 'invalid JSON',
      text: '{\n  "palette": {\n    "primary": {"main": "#00ff00"}\n    "warn": {}\n  }\n}',
      expected: /Line 4 · palette A comma or a closing brace was expected here\./s,
    },
    {
      name: 'an unknown key',
      text: '{\n  "pallete": {}\n}',
      expected: /Line 2 · pallete.*Did you mean "palette"\?/s,
    },
    {
      name: 'a bad colour',
      text: '{"palette": {"primary": {"main": "green"}}}',
      expected: /Line 1 · palette\.primary\.main.*"green" is not a hex colour/s,
    },
  ])('announces $name with its line and path, and keeps the preview', async ({text, expected}) => {
    vi.useFakeTimers();
    render(<ThemeEditor />);
    await typeJson(text);
    expect(jsonText()).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(button(/^JSON code/));
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
    expect(previewVar('--bp-primary')).toBe('#7b2d8b');
    // The text stays as typed, to be fixed.
    expect(jsonText()).toHaveValue(text);
  });

  it('never throws, whatever is typed', async () => {
    render(<ThemeEditor />);
    for (const text of [
      '',
      'null',
      '[',
      '{"component": {"checkbox": []}}',
      '"\\u00',
      '{"__proto__": 1}',
    ]) {
      await typeJson(text);
    }
    expect(preview()).toBeInTheDocument();
  });

  it('shows a failing contrast pair next to the field that decides it, with the ratio', () => {
    render(<ThemeEditor />);
    fireEvent.change(field('palette.text.body'), {target: {value: '#bbbbbb'}});
    const body = field('palette.text.body').closest('[data-path]') as HTMLElement;
    expect(within(body).getByRole('list')).toHaveTextContent(
      /Contrast 1\.\d\d:1 for Widget label on the widget: WCAG AA needs 4\.5:1\./,
    );
    expect(screen.getByText(/colour pairs fail WCAG AA contrast/)).toBeInTheDocument();
  });

  // A shared theme is read after the first paint: what it flags must take no more room.
  it('flags failing pairs in lines that are there anyway, the list opening on request', () => {
    render(<ThemeEditor />);
    const line = (): HTMLElement => screen.getByText(/colour pairs fail WCAG AA contrast/);
    const passing = line().textContent!;
    fireEvent.change(field('palette.text.body'), {target: {value: '#bbbbbb'}});
    expect(line().textContent).toHaveLength(passing.length);
    expect(line().closest('details')).not.toHaveAttribute('open');
    const body = field('palette.text.body').closest('[data-path]') as HTMLElement;
    expect(body.firstElementChild).toHaveTextContent(/^text\.body1\.\d\d:1$/);
  });

  it('loads presets, marks the chosen one, and switches mode', () => {
    render(<ThemeEditor />);
    expect(button(/Light/)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button(/Night/));
    expect(button(/Night/)).toHaveAttribute('aria-pressed', 'true');
    expect(field('palette.primary.main')).toHaveValue('#4cc38a');
    fireEvent.click(radio('Light'));
    expect(preview()).toHaveAttribute('data-mode', 'light');
    fireEvent.click(button(/^Reset$/));
    expect(button(/Light/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the theme of a shared link, and writes edits back to the URL', async () => {
    window.history.replaceState(
      null,
      '',
      `#${await encodeThemeHash({palette: {primary: {main: '#0055aa'}}})}`,
    );
    render(<ThemeEditor />);
    await vi.waitFor(() => expect(previewVar('--bp-primary')).toBe('#0055aa'), {
      timeout: decodeWaitMs,
    });
    expect(history.replace).not.toHaveBeenCalled();
    fireEvent.change(field('palette.warn.main'), {target: {value: '#aa0000'}});
    await vi.waitFor(() => expect(history.replace).toHaveBeenCalledTimes(1), {
      timeout: decodeWaitMs,
    });
    const {hash} = history.replace.mock.calls[0]![0] as {hash: string};
    expect(hash).toMatch(/^#theme=1\./);
  });

  it('falls back to the default theme with a notice for a damaged link', async () => {
    window.history.replaceState(null, '', '#theme=1.%3Cscript%3E');
    render(<ThemeEditor />);
    expect(
      await screen.findByText(/damaged or not a valid theme/, {}, {timeout: decodeWaitMs}),
    ).toBeInTheDocument();
    expect(previewVar('--bp-primary')).toBe('#7b2d8b');
  });

  it('puts the placeholder in the snippets for an anonymous visitor', () => {
    render(<ThemeEditor />);
    const [render_, script, dataTheme] = screen.getAllByTestId('code');
    expect(render_).toHaveTextContent("sitekey: 'YOUR_SITE_KEY'");
    expect(script).toHaveTextContent('custom=true');
    expect(dataTheme).toHaveTextContent('data-theme=');
    expect(screen.getByRole('link', {name: 'Log in'})).toHaveAttribute(
      'href',
      'https://dash.example/login',
    );
  });
});
