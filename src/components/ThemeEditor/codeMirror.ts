/**
 * The JSON code editor (CodeMirror 6). Imported lazily by JsonEditor, so its
 * code is fetched by the theme editor page only, after the page is interactive.
 */
import './codeMirror.css';
import {EditorState, type Extension} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {
  HighlightStyle,
  bracketMatching,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import {json} from '@codemirror/lang-json';
import {lintGutter, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {tags} from '@lezer/highlight';

type EditorDiagnostic = Pick<Diagnostic, 'from' | 'to' | 'message'>;

export interface JsonEditorHandle {
  /** Replaces the whole text (a change from the controls), keeping the cursor where it can. */
  setText(text: string): void;
  setDiagnostics(diagnostics: readonly EditorDiagnostic[]): void;
  /** Selects a range and focuses the editor (to go to a problem). */
  select(from: number, to: number): void;
  destroy(): void;
}

interface Options {
  parent: HTMLElement;
  text: string;
  onChange: (text: string) => void;
  /** Attributes of the editable element: its label, description and validity. */
  contentAttributes: () => Record<string, string>;
}

// Colours from the page's own palette (light and dark), so the code reads like the site's code blocks.
const highlight = HighlightStyle.define([
  {tag: tags.propertyName, color: 'var(--te-code-key)'},
  {tag: tags.string, color: 'var(--te-code-string)'},
  {tag: [tags.number, tags.bool, tags.null], color: 'var(--te-code-literal)'},
  {tag: [tags.brace, tags.squareBracket, tags.separator], color: 'var(--te-code-punctuation)'},
]);

const theme = EditorView.theme({
  '&': {height: '100%', fontSize: '13.5px', backgroundColor: 'var(--te-code-bg)'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.55'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)', padding: '8px 0'},
  '.cm-gutters': {
    backgroundColor: 'var(--te-code-gutter-bg)',
    color: 'var(--te-code-gutter)',
    border: 'none',
  },
  '.cm-activeLine': {backgroundColor: 'var(--te-code-active-line)'},
  '.cm-activeLineGutter': {backgroundColor: 'var(--te-code-active-line)'},
  '&.cm-focused': {outline: 'none'},
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {
    backgroundColor: 'var(--te-code-selection) !important',
  },
  '.cm-matchingBracket': {backgroundColor: 'var(--te-code-match)', outline: 'none'},
  '.cm-tooltip': {
    border: '1px solid var(--ifm-color-emphasis-300)',
    backgroundColor: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
  },
});

export function createJsonEditor({
  parent,
  text,
  onChange,
  contentAttributes,
}: Options): JsonEditorHandle {
  let replacing = false;
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    json(),
    syntaxHighlighting(highlight),
    lintGutter(),
    // Tab is left to the browser (no indentWithTab), so keyboard users can leave the editor.
    keymap.of([...defaultKeymap, ...historyKeymap]),
    // tabindex: the editable content is a tab stop as CodeMirror makes it; said explicitly so
    // checkers (axe) see the scroller holds focusable content.
    EditorView.contentAttributes.of(() => ({...contentAttributes(), tabindex: '0'})),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !replacing) onChange(update.state.doc.toString());
    }),
    theme,
  ];
  const view = new EditorView({state: EditorState.create({doc: text, extensions}), parent});
  return {
    setText(next) {
      const current = view.state.doc.toString();
      if (current === next) return;
      replacing = true;
      const head = Math.min(view.state.selection.main.head, next.length);
      view.dispatch({
        changes: {from: 0, to: current.length, insert: next},
        selection: {anchor: head},
      });
      replacing = false;
    },
    setDiagnostics(diagnostics) {
      const length = view.state.doc.length;
      const list: Diagnostic[] = diagnostics.map((d) => ({
        from: Math.min(d.from, length),
        to: Math.min(Math.max(d.to, d.from), length),
        severity: 'error',
        message: d.message,
      }));
      view.dispatch(setDiagnostics(view.state, list));
      // The content attributes (aria-invalid) are read again on the next update.
      view.dispatch({});
    },
    select(from, to) {
      const length = view.state.doc.length;
      view.dispatch({
        selection: {anchor: Math.min(from, length), head: Math.min(to, length)},
        scrollIntoView: true,
      });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
