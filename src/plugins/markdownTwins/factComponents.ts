import type {BlockContent} from 'mdast';
import type {
  FactTableDefinition,
  GivenProps,
} from '../../components/FactTables/definitions/defineFactTable';
import {contentSecurityPolicy} from '../../data/contentSecurityPolicy';
import {sdks} from '../../data/sdks';
import {factTableMarkdown} from './factTableMarkdown';
import {changelogFeedFile} from '../../data/changelog';
import {goLiveItems} from '../../data/goLive';
import {codeBlock, inlineText, link, paragraph, text, type TwinLocale} from './markdownNodes';

export type FactConverter = (props: GivenProps, page: TwinLocale) => BlockContent[];

/** The fact components that are not tables, written from the same data as their React forms. */
const otherConverters: Readonly<Record<string, FactConverter>> = {
  CspHeader: () => [codeBlock('http', `Content-Security-Policy: ${contentSecurityPolicy()}`)],
  SdkInstall: (props) => {
    const sdk = sdks.find((candidate) => candidate.id === props.sdk);
    if (sdk === undefined) throw new Error(`SdkInstall: unknown SDK ${String(props.sdk)}`);
    return [codeBlock(sdk.install.language, sdk.install.code)];
  },
  ChangelogFeedLink: (_props, page) => [
    paragraph([
      link(page.absoluteUrl(`/${changelogFeedFile}`), [
        text(page.message('changelogFeed.subscribe')),
      ]),
    ]),
  ],
  // A task list, unticked as the page first draws it.
  GoLiveChecklist: (_props, page) => [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: goLiveItems.map((item) => ({
        type: 'listItem',
        checked: false,
        spread: false,
        children: [
          paragraph([
            ...inlineText(item.text, page),
            text(' ('),
            link(page.absoluteUrl(`#${item.id}`), [
              text(page.message('goLiveChecklist.howToCheck')),
            ]),
            text(')'),
          ]),
        ],
      })),
    },
  ],
};

/** The fact components that are not tables, by MDX tag. */
export const otherFactComponents: readonly string[] = Object.keys(otherConverters);

/**
 * A fact component's Markdown form: a fact table from its one definition
 * (`src/components/FactTables/definitions/`), the same the page draws; the two code blocks, the
 * feed link and the checklist.
 */
export function factConverter(
  tag: string,
  factTables: ReadonlyMap<string, FactTableDefinition>,
): FactConverter | undefined {
  const factTable = factTables.get(tag);
  if (factTable) return (props, page) => [factTableMarkdown(factTable, props, page)];
  return otherConverters[tag];
}
