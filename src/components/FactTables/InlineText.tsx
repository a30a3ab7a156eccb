import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parseInlineText} from '@site/src/lib/inlineText';
import type {LocalizedText} from '@site/src/data/text';
import {useFactLocale} from './useFactLocale';

/** Fact text in the page's locale, with its `code` and [links](/path) rendered; never as HTML. */
export default function InlineText({text}: {text: LocalizedText}): ReactNode {
  const localize = useFactLocale();
  return parseInlineText(localize(text)).map((segment, index) => {
    switch (segment.kind) {
      case 'code':
        return <code key={index}>{segment.text}</code>;
      case 'link':
        return (
          <Link key={index} to={segment.to}>
            {segment.text}
          </Link>
        );
      default:
        return segment.text;
    }
  });
}
