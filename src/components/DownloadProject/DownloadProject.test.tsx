import {act, fireEvent, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {SessionState} from '@site/src/session/SessionProvider';
import {
  hostilePaths,
  manifest,
  manifestWithFile,
  readZip,
  secret,
  sitekey,
} from '@site/src/lib/projectArchive.fixtures';
import DownloadProject from '.';
import {revokeAfterMs} from './downloadZip';

let session: Pick<SessionState, 'loggedIn' | 'sitekey' | 'secretkey'>;
vi.mock('@site/src/session/SessionProvider', () => ({useSession: () => session}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => `/fr${url}`}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    projects: {
      express: {bytes: 11_936, kilobytes: '12', folder: 'bramble-express'},
      quickstart: {bytes: 5_120, kilobytes: '5', folder: 'bramble-quick-start'},
    },
  }),
}));
// The build's messages of the button (src/plugins/firstScriptMessages): the test's locale is English.
vi.mock('./pageMessages', () => ({}));
// The English message with its values, as Docusaurus shows it without a translation file.
vi.mock('@docusaurus/Translate', async () =>
  (await import('../FactTables/translateMock.fixtures')).translateModule(() => undefined),
);

/** A logged-in reader's download whose manifest comes, the zip made but not saved to disk. */
function downloadLoggedIn(): void {
  session = {loggedIn: true, sitekey, secretkey: secret};
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {createObjectURL: () => 'blob:zip', revokeObjectURL() {}}),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(manifest))),
  );
}

// Rendering and the lazy chunk take a few seconds on a busy two-core machine.
describe('DownloadProject', {timeout: 20_000}, () => {
  beforeEach(() => {
    session = {loggedIn: false, sitekey: null, secretkey: null};
  });

  it('links the zip with the test keys on the server and without a session, with its size', () => {
    const html = renderToString(<DownloadProject project="express" />);
    expect(html).toContain('href="/fr/downloads/express.zip"');
    expect(html).toContain('download="bramble-express.zip"');
    render(<DownloadProject project="express" />);
    expect(
      screen.getByRole('link', {name: 'Download this project with the test keys (zip, 12 kB)'}),
    ).toBeTruthy();
  });

  it('logged in, assembles the zip with the reader’s keys when pressed, and revokes its URL', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    session = {loggedIn: true, sitekey, secretkey: secret};
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((given: Blob) => {
      blob = given;
      return 'blob:zip';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, {createObjectURL, revokeObjectURL}));
    const clicked: {href: string; download: string}[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({href: this.href, download: this.download});
    });
    const log = vi.spyOn(console, 'log');

    render(<DownloadProject project="express" />);
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', {name: 'Download this project with your keys (zip, 12 kB)'}),
      );
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Downloaded/));

    expect(fetchMock).toHaveBeenCalledWith('/fr/downloads/express.json', {
      credentials: 'same-origin',
    });
    expect(clicked).toEqual([{href: 'blob:zip', download: 'bramble-express.zip'}]);
    const entries = readZip(new Uint8Array(await blob!.arrayBuffer()));
    expect(entries.filter((entry) => entry.text.includes(secret)).map((e) => e.path)).toEqual([
      'bramble-express/.env',
    ]);
    expect(entries[1]!.text).toContain(sitekey);
    expect(blob!.type).toBe('application/zip');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    const revoke = timers.mock.calls.find(([, ms]) => ms === revokeAfterMs);
    (revoke![0] as () => void)();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zip');
    expect(log).not.toHaveBeenCalled();
    expect(JSON.stringify(localStorage)).not.toContain(secret);
  });

  it('offers the zip with the test keys when the manifest cannot be fetched', async () => {
    session = {loggedIn: true, sitekey, secretkey: secret};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', {status: 404})),
    );
    render(<DownloadProject project="express" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not/));
    expect(screen.getByRole('link', {name: 'the project with the test keys'})).toBeTruthy();
  });

  it.each(hostilePaths)(
    'makes no zip from a manifest with the path $path, and offers the one with the test keys',
    async ({path}) => {
      session = {loggedIn: true, sitekey, secretkey: secret};
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(manifestWithFile(path)))),
      );
      const createObjectURL = vi.fn(() => 'blob:zip');
      vi.stubGlobal('URL', Object.assign(URL, {createObjectURL, revokeObjectURL() {}}));
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      render(<DownloadProject project="express" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button'));
      });
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not/));
      expect(createObjectURL).not.toHaveBeenCalled();
      expect(click).not.toHaveBeenCalled();
      expect(screen.getByRole('link', {name: 'the project with the test keys'})).toBeTruthy();
    },
  );

  it.each([
    {
      project: 'express',
      done: 'Downloaded: your secret key is in its .env file only.',
      failed: 'put your keys in its .env file.',
    },
    {
      project: 'quickstart',
      done: 'Downloaded: your secret key is in its .env file only.',
      failed: 'put your keys in its .env file.',
    },
  ])('says where the keys of $project went, or go', async ({project, done, failed}) => {
    downloadLoggedIn();
    const {unmount} = render(<DownloadProject project={project} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(done));
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', {status: 404})),
    );
    render(<DownloadProject project={project} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(failed));
  });
});

// The message floats over the page under the button (styles.module.css): the reader closes it.
describe('DownloadProject message', {timeout: 20_000}, () => {
  it('closes with its own button, its live region left in the page for the next one', async () => {
    downloadLoggedIn();
    render(<DownloadProject project="express" />);
    expect(screen.queryByRole('button', {name: 'Close this message'})).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: /^Download this project/}));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Downloaded/));
    fireEvent.click(screen.getByRole('button', {name: 'Close this message'}));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', {name: 'Close this message'})).toBeNull();
  });
});
