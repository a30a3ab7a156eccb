import React, {createRef, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import CodeBlock from '.';

// The real CodeBlock and CodeBlock/Content (the site's), between stand-ins of what upstream and the
// site put around them: the block's context (from the props the CodeBlock gave), theme-classic's
// highlighted code, and the translations of the page's locale.

const page = vi.hoisted(() => ({
  messages: {} as Record<string, string>,
  /** The props the CodeBlock handed to theme-classic's block, as upstream reads its title from them. */
  given: [] as {metastring?: string}[],
  context: {} as {metadata: {code: string; language: string}; wordWrap: {codeBlockRef: unknown}},
}));

vi.mock('@docusaurus/Translate', async () =>
  (await import('@site/src/components/FactTables/translateMock.fixtures')).translateModule(
    (id) => page.messages[id],
  ),
);
vi.mock('@docusaurus/theme-common/internal', () => ({useCodeBlockContext: () => page.context}));
vi.mock('@site/src/session/useSubstituteKeys', () => ({useSubstituteKeys: () => (t: string) => t}));
vi.mock('./Content/registerPrismLanguage', () => ({registerPrismLanguage: () => {}}));
// theme-classic's highlighted <pre>, which takes no props from the site.
vi.mock('@theme-original/CodeBlock/Content', () => ({
  default: function HighlightedPre(): ReactNode {
    const {metadata, wordWrap} = page.context;
    return (
      <pre ref={wordWrap.codeBlockRef as React.Ref<HTMLPreElement>} tabIndex={0}>
        <code>{`highlighted ${metadata.code}`}</code>
      </pre>
    );
  },
}));

/** theme-classic's block: its context from the props, then the site's Content in it. */
async function upstreamBlock(): Promise<{
  default: (props: {metastring?: string; children: string}) => ReactNode;
}> {
  const {default: Content} = await import('./Content');
  return {
    default: function UpstreamBlock(props) {
      page.given.push(props);
      page.context.metadata = {code: props.children, language: 'js'};
      return (
        <div className="theme-code-block">
          <Content />
        </div>
      );
    },
  };
}
vi.mock('@theme/CodeBlock/Content/String', upstreamBlock);
vi.mock('@theme/CodeBlock/Content/Element', upstreamBlock);

beforeEach(() => {
  page.messages = {};
  page.given = [];
  page.context = {metadata: {code: '', language: 'js'}, wordWrap: {codeBlockRef: createRef()}};
});

const fragment = 'title="ContactForm.tsx" partial="a method of your controller class"';

describe('CodeBlock', () => {
  it('shows a fragment’s reason above the block, and keeps the meta string for the title', () => {
    const {container} = render(<CodeBlock metastring={fragment}>{'save();'}</CodeBlock>);
    const note = screen.getByText('Fragment: a method of your controller class');
    expect(note.tagName).toBe('P');
    // Above the code, outside the block's box.
    expect(container.firstElementChild).toBe(note);
    expect(note.nextElementSibling).toHaveClass('theme-code-block');
    expect(page.given[0]?.metastring).toBe(fragment);
  });

  it('describes the code region by the note, on the plain code and on the highlighted code', async () => {
    render(<CodeBlock metastring={fragment}>{'save();'}</CodeBlock>);
    const note = screen.getByText(/^Fragment:/);
    // First the plain code while the highlighter loads, then the highlighted <pre>.
    expect(screen.getByText('save();').closest('pre')).toHaveAccessibleDescription(
      'Fragment: a method of your controller class',
    );
    const highlighted = (await screen.findByText('highlighted save();')).closest('pre');
    expect(highlighted).toHaveAttribute('aria-describedby', note.id);
    expect(highlighted).toHaveAccessibleDescription('Fragment: a method of your controller class');
  });

  it('says it in the page’s language', () => {
    page.messages = {'codeBlock.partial': 'Fragment\u00a0: {reason}'};
    const {container} = render(
      <CodeBlock metastring='partial="une directive de votre bloc server"'>{'gzip on;'}</CodeBlock>,
    );
    expect(container.querySelector('p')?.textContent).toBe(
      'Fragment\u00a0: une directive de votre bloc server',
    );
  });

  it.each([
    ['a whole sample', 'title="server.js"'],
    ['no meta string', undefined],
    ['a partial without its reason (the sample check refuses it)', 'partial'],
  ])('adds nothing to %s', async (_, metastring) => {
    const {container} = render(<CodeBlock metastring={metastring}>{'run();'}</CodeBlock>);
    expect(container.querySelector('p')).toBeNull();
    const pre = (await screen.findByText('highlighted run();')).closest('pre');
    expect(pre).not.toHaveAttribute('aria-describedby');
  });
});
