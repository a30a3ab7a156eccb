// First: the button's messages join the locale's before it is drawn.
import './pageMessages';
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {DownloadableProjectsData} from '@site/src/lib/projectArchive';
import {useSession} from '@site/src/session/SessionProvider';
import styles from './styles.module.css';

type Status = 'idle' | 'preparing' | 'done' | 'failed';

/** How each message looks: the site's alert colours. */
const statusLook: Record<Exclude<Status, 'idle'>, string> = {
  preparing: 'alert alert--secondary',
  done: 'alert alert--success',
  failed: 'alert alert--warning',
};

function zipSize(kilobytes: string | undefined): string {
  if (kilobytes === undefined) return '';
  return translate(
    {
      id: 'downloadProject.size',
      message: '(zip, {kilobytes} kB)',
      description: 'The format and size of a downloadable project (kB: kilobytes)',
    },
    {kilobytes},
  );
}

/**
 * "Download this project": the sample project of the page as a zip. Without a
 * session, a plain link to the build's zip, with the test keys (works without
 * JavaScript). With a session, a button that loads the zip code only when
 * pressed and assembles the zip in the browser with the reader's keys: the
 * site key in the code, the secret key in `.env` only (a project without a
 * `.env`, such as the quick start, holds no secret at all).
 */
export default function DownloadProject({project}: {project: string}): ReactNode {
  const {loggedIn, sitekey, secretkey} = useSession();
  const data = usePluginData('bramble-downloadable-projects') as
    DownloadableProjectsData | undefined;
  const info = data?.projects[project];
  const zipUrl = useBaseUrl(`/downloads/${project}.zip`);
  const manifestUrl = useBaseUrl(`/downloads/${project}.json`);
  const size = zipSize(info?.kilobytes);
  const sizeLabel = size && (
    <>
      {' '}
      <span className={styles.size}>{size}</span>
    </>
  );
  const [status, setStatus] = useState<Status>('idle');
  const fileName = `${info?.folder ?? project}.zip`;

  const withKeys = loggedIn && secretkey !== null;
  async function download(): Promise<void> {
    setStatus('preparing');
    try {
      const {downloadProjectZip} = await import('./downloadZip');
      await downloadProjectZip(manifestUrl, {sitekey, secret: secretkey}, fileName);
      setStatus('done');
    } catch {
      // What failed may hold nothing secret, but the console is no place to look into it.
      setStatus('failed');
    }
  }

  const testKeysLink = (
    // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a route
    <a href={zipUrl} download={fileName}>
      <Translate
        id="downloadProject.failedLink"
        description="Link to the project zip with the test keys, after a failure">
        the project with the test keys
      </Translate>
    </a>
  );

  return (
    <div className={styles.download}>
      {withKeys ? (
        <button
          type="button"
          className="button button--secondary"
          // aria-disabled, not disabled: the button keeps the keyboard focus while the zip is made.
          onClick={() => status !== 'preparing' && void download()}
          aria-disabled={status === 'preparing'}>
          <Translate
            id="downloadProject.withKeys"
            description="Button that downloads the page's sample project with the logged-in reader's keys">
            Download this project with your keys
          </Translate>
          {sizeLabel}
        </button>
      ) : (
        // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a route of the site
        <a className="button button--secondary" href={zipUrl} download={fileName}>
          <Translate
            id="downloadProject.withTestKeys"
            description="Link to the page's sample project as a zip, with the test keys in it">
            Download this project with the test keys
          </Translate>
          {sizeLabel}
        </a>
      )}
      {/* Under the button, over what follows: the zip is ready a moment after the click, and a
          line that appeared or grew then would push the page down (three lines at 390 px in
          French). The live region stays in the page, so what appears in it is announced. */}
      <div className={clsx(styles.status, status !== 'idle' && [styles.shown, statusLook[status]])}>
        <span role="status">
          {status === 'preparing' &&
            translate({
              id: 'downloadProject.preparing',
              message: 'Preparing the zip…',
              description: 'Shown while the project zip is assembled in the browser',
            })}
          {status === 'done' &&
            translate({
              id: 'downloadProject.done',
              message: 'Downloaded: your secret key is in its .env file only.',
              description: 'Shown once the project zip with the reader’s keys is downloaded',
            })}
          {status === 'failed' && <Failed link={testKeysLink} />}
        </span>
        {(status === 'done' || status === 'failed') && (
          <button
            type="button"
            className={styles.close}
            onClick={() => setStatus('idle')}
            aria-label={translate({
              id: 'downloadProject.close',
              message: 'Close this message',
              description: 'Closes the message under the download button',
            })}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}

/** After a failure: where the reader's keys go by hand. */
function Failed({link}: {link: ReactNode}): ReactNode {
  return (
    <Translate
      id="downloadProject.failed"
      description="Shown when the zip with the reader's keys could not be made; {link} is the zip with the test keys"
      values={{link}}>
      {'The zip could not be made. Download {link} and put your keys in its .env file.'}
    </Translate>
  );
}
