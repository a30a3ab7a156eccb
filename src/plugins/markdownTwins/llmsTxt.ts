import {localize} from '../../data/text';
import {twinStrings} from './strings';

/** A page as llms.txt lists it. */
export interface LlmsPage {
  readonly title: string;
  readonly description: string;
  /** The absolute URL of its Markdown twin. */
  readonly markdownUrl: string;
  /** The absolute URL of the page itself. */
  readonly pageUrl: string;
  /** Its Markdown twin. */
  readonly markdown: string;
}

/** A titled group of pages: a sidebar category, or `Optional` for pages a reader may skip. */
export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
}

/**
 * Text for one line of Markdown: line breaks and runs of spaces become one space, and `[`, `]`
 * are escaped in link text. Non-breaking spaces (French typography) stay.
 */
const oneLine = (value: string): string => value.replace(/[ \t\r\n]+/g, ' ').trim();
const linkText = (value: string): string => oneLine(value).replace(/([[\]\\])/g, '\\$1');

/**
 * `/llms.txt` of a locale, as llmstxt.org describes it: the site's name as H1,
 * a summary quote, a paragraph on how to read the files, then an H2 per
 * section listing `[title](markdown URL): description`.
 */
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

/**
 * `/llms-full.txt` of a locale: every page's Markdown twin in the order of
 * llms.txt, each followed by the address of the page it comes from.
 */
export function llmsFullTxt(locale: string, sections: readonly LlmsSection[]): string {
  const source = localize(twinStrings.source, locale);
  return sections
    .flatMap((section) => section.pages)
    .map((page) => {
      const [title = '', ...body] = page.markdown.trimEnd().split('\n');
      return [title, '', `${source}: <${page.pageUrl}>`, ...body].join('\n');
    })
    .join('\n\n---\n\n')
    .concat('\n');
}
