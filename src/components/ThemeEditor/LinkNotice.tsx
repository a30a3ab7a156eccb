import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {hashNotice} from './messages';
import type {LinkProblem} from './themeEditorState';
import styles from './styles';

/**
 * Says why a shared link's theme could not be opened (the editor shows the default instead).
 * First in the editor for screen readers and the keyboard; drawn over the page at the bottom of
 * the window, since it comes after the first paint and must not push the editor down.
 */
export default function LinkNotice({
  problem,
  onDismiss,
}: {
  problem: LinkProblem;
  onDismiss: () => void;
}): ReactNode {
  return (
    <div className={clsx('alert alert--warning', styles.notice)} role="alert">
      <p>{hashNotice(problem)}</p>
      <button type="button" className="button button--sm button--secondary" onClick={onDismiss}>
        <Translate id="themeEditor.hash.dismiss" description="Closes the notice about a bad link">
          Dismiss
        </Translate>
      </button>
    </div>
  );
}
