import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** The kinds of button the challenge draws, by their theme component name. */
export type ButtonKind = 'verifyButton' | 'skipButton' | 'button';

/** A button's text: the challenge's own Verify and Skip, and Audio for a secondary button. */
export default function ButtonLabel({kind}: {kind: ButtonKind}): ReactNode {
  if (kind === 'verifyButton') {
    return (
      <Translate id="widgetPreview.button.verify" description="The challenge's verify button">
        Verify
      </Translate>
    );
  }
  if (kind === 'skipButton') {
    return (
      <Translate id="widgetPreview.button.skip" description="The challenge's skip button">
        Skip
      </Translate>
    );
  }
  return (
    <Translate
      id="widgetPreview.button.secondary"
      description="A secondary button of the challenge">
      Audio
    </Translate>
  );
}
