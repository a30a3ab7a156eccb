import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localize, type LocalizedText} from '@site/src/data/text';

/** Picks a fact's text in the page's locale. */
export function useFactLocale(): (text: LocalizedText) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (text) => localize(text, currentLocale);
}
