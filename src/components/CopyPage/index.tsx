import React, {useId, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {markdownTwinPath} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className={styles.icon}>
      <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M3.5 10.5h-1V2.5a1 1 0 0 1 1-1h7v1" fill="none" stroke="currentColor" />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className={styles.icon}>
      <path d="M3 8.5l3.2 3.2L13 4.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

interface Props {
  /** The docs page's URL path (`/fr/api`); its Markdown twin is beside it (`/fr/api.md`). */
  readonly pagePath: string;
}

/**
 * "Copy page" and "View Markdown" beside a docs page's title. Rendered on the
 * server, translated; `static/js/copy-page.js` gives the button its behaviour
 * by event delegation, through `data-copy-page-*` attributes only, so nothing
 * React renders is ever rewritten. What is copied is the page's Markdown twin
 * from the server, which only holds the key placeholders: never the visitor's keys.
 */
export default function CopyPage({pagePath}: Props): ReactNode {
  const markdownUrl = markdownTwinPath(pagePath);
  const hintId = useId();
  const hint = translate({
    id: 'copyPage.button.hint',
    message:
      'Copies this page as Markdown, for an AI assistant or your notes. Keys stay as the placeholders YOUR_SITE_KEY and YOUR_SECRET_KEY: your own keys are never copied.',
    description: 'Tooltip of the Copy page button',
  });
  return (
    <div
      className={styles.copyPage}
      data-copy-page=""
      data-copy-page-copied={translate({
        id: 'copyPage.announce.copied',
        message: 'Page copied as Markdown',
        description: 'Announced to screen readers once the page is on the clipboard',
      })}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <button
        type="button"
        className={styles.button}
        data-copy-page-button=""
        data-markdown-url={markdownUrl}
        title={hint}
        aria-describedby={hintId}>
        <span className={styles.idle}>
          <CopyIcon />
          <Translate id="copyPage.button.label" description="The button that copies the page">
            Copy page
          </Translate>
        </span>
        <span className={styles.done} aria-hidden="true">
          <CheckIcon />
          <Translate
            id="copyPage.button.copied"
            description="Shown on the Copy page button once the page is copied">
            Copied
          </Translate>
        </span>
      </button>
      {/* A static file, not a route: Link would route it client-side, to the not-found page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.view} href={markdownUrl} type="text/markdown">
        <Translate id="copyPage.view.label" description="Link to the page's Markdown version">
          View Markdown
        </Translate>
      </a>
      <span id={hintId} hidden>
        {hint}
      </span>
      <span className={styles.message} data-copy-page-message="clipboard">
        <Translate
          id="copyPage.error.clipboard"
          description="Shown when the browser refuses to copy the page">
          Your browser did not allow copying. Open the View Markdown link to copy the page from
          there.
        </Translate>
      </span>
      <span className={styles.message} data-copy-page-message="fetch">
        <Translate
          id="copyPage.error.fetch"
          description="Shown when the page's Markdown cannot be loaded">
          The Markdown of this page could not be loaded. Try again in a moment.
        </Translate>
      </span>
    </div>
  );
}
