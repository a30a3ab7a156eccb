import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {inlineFactText} from '@site/src/data/inlineFacts';

/**
 * A fact quoted in prose (`<Fact name="secretRotationOverlap" />`), read from
 * `src/data/inlineFacts.ts` in the page's locale, so that no page writes the number or the label by
 * hand. The Markdown twin writes the same words.
 */
export default function Fact({name}: {name: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return inlineFactText(name, currentLocale);
}
