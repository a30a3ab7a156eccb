import type {BlockContent} from 'mdast';
import {factTables} from '../../components/FactTables/definitions';
import type {GivenProps} from '../../components/FactTables/definitions/defineFactTable';
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

/** Every fact component's Markdown form, by MDX tag; each fact table from its one definition. */
export const factConverters: ReadonlyMap<string, FactConverter> = new Map([
  ...[...factTables.values()].map((factTable): [string, FactConverter] => [
    factTable.name,
    (props, page) => [factTableMarkdown(factTable, props, page)],
  ]),
  ...Object.entries(otherConverters),
]);
