import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useSession} from '@site/src/session/SessionProvider';
import {siteLabels} from '@site/src/session/siteNames';
import styles from './styles.module.css';

interface Props {
  className?: string;
}

/** The picker's label, shared by every state of the site line so it never changes width. */
function PickerLabel({htmlFor}: {htmlFor?: string}): ReactNode {
  const text = (
    <Translate
      id="sitePicker.label"
      description="Label of the control that picks which of the account's sites the examples use">
      Keys for site
    </Translate>
  );
  return htmlFor === undefined ? (
    <span className={styles.label}>{text}</span>
  ) : (
    <label className={styles.label} htmlFor={htmlFor}>
      {text}
    </label>
  );
}

/**
 * Which site's key the samples show. With two or more sites, a native select (names as text,
 * shortened, the full name in its tooltip); with one, that site's name; with none, a note.
 * Renders nothing for an anonymous visitor. One line high in every state.
 */
export default function SitePicker({className}: Props): ReactNode {
  const {loggedIn, sites, sitekey, chooseSite} = useSession();
  const id = useId();
  if (!loggedIn) return null;
  const chosen = sites.find((site) => site.sitekey === sitekey);
  const tooltip = chosen?.name ?? chosen?.sitekey;
  if (sites.length < 2) {
    return (
      <div className={clsx(styles.picker, className)} data-site-picker="static">
        <PickerLabel />
        <span className={styles.value} title={tooltip}>
          {chosen ? (
            siteLabels([chosen])[0]
          ) : (
            <Translate
              id="sitePicker.noSite"
              description="Shown in place of a site name when the account has no site yet">
              no site yet
            </Translate>
          )}
        </span>
      </div>
    );
  }
  const labels = siteLabels(sites);
  return (
    <div className={clsx(styles.picker, className)} data-site-picker="select">
      <PickerLabel htmlFor={id} />
      <select
        id={id}
        className={styles.select}
        value={sitekey ?? ''}
        title={tooltip}
        onChange={(event) => chooseSite(event.target.value)}>
        {sites.map((site, i) => (
          <option key={site.sitekey} value={site.sitekey} title={site.name ?? site.sitekey}>
            {labels[i]}
          </option>
        ))}
      </select>
    </div>
  );
}
