import {localize} from '../../data/text';
import {twinStrings} from './strings';

export interface LlmsPage {
  readonly title: string;
  readonly description: string;
  readonly markdownUrl: string;
  readonly pageUrl: string;
  readonly markdown: string;
}

/** A sidebar category, or `Optional` for pages a reader may skip. */
export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
}

// Non-breaking spaces (French typography) stay.
const oneLine = (value: string): string => value.replace(/[ \t\r\n]+/g, ' ').trim();
const linkText = (value: string): string => oneLine(value).replace(/([[\]\\])/g, '\\$1');

/** `/llms.txt` of a locale, as llmstxt.org describes it. */
export function llmsTxt(
  siteTitle: string,
  locale: string,
  fullUrl: string,
  sections: readonly LlmsSection[],
): string {
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${localize(twinStrings.llmsSummary, locale)}`,
    '',
    localize(twinStrings.llmsDetails, locale)
      .replace('{full}', fullUrl)
      // The page on the MCP server sits beside llms-full.txt, at the root of the locale.
      .replace('{assistants}', new URL('ai-assistants.md', fullUrl).href),
  ];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(
        `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: every twin in the order of llms.txt, each with the address of its page. */
export function llmsFullTxt(locale: string, sections: readonly LlmsSection[]): string {
  return sections
    .flatMap((section) => section.pages)
    .map((page) => {
      const [title = '', ...body] = page.markdown.trimEnd().split('\n');
      const source = localize(twinStrings.source, locale).replace('{url}', page.pageUrl);
      return [title, '', source, ...body].join('\n');
    })
    .join('\n\n---\n\n')
    .concat('\n');
}
