/**
 * HTML: parse5, the HTML5 parser of jsdom, reporting the spec's parse errors.
 * Those are about tokens (a tag cut short, an attribute given twice, `<div />`);
 * the tree builder silently repairs nesting, so two checks are added from the
 * source locations: an element that is never closed (when the spec requires
 * its end tag) and an end tag that closes nothing. Inline scripts are checked
 * as JavaScript (or JSON for JSON types). A sample starting with `<!doctype`
 * or `<html` is a document; anything else a fragment of a `<body>`.
 */
import {html, parse, parseFragment, type DefaultTreeAdapterTypes, type ParserError} from 'parse5';
import {
  around,
  asWritten,
  lineAt,
  type LanguageChecker,
  type SyntaxIssue,
} from '../languageChecker';
import {jsonIssues} from './json';
import {scriptIssues} from './typeScript';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Elements whose end tag the spec lets authors leave out, and void elements. */
const endTagOptional = new Set(
  'html head body p li dt dd rb rt rtc rp optgroup option colgroup caption thead tbody tfoot tr td th'.split(
    ' ',
  ),
);
const voidElements = new Set(
  'area base br col embed hr img input link meta source track wbr param keygen'.split(' '),
);

const parseErrorHints: Partial<Record<string, string>> = {
  'missing-doctype': ': a page starts with <!doctype html> (or mark a shortened one partial)',
};

const javaScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const jsonTypes = new Set(
  'importmap speculationrules application/json application/ld+json'.split(' '),
);

/** Whether the element's source must close it: SVG and MathML elements may end with `/>`. */
function needsEndTag(element: Element, startTag: string): boolean {
  if (element.namespaceURI !== html.NS.HTML) return !startTag.endsWith('/>');
  return !voidElements.has(element.tagName) && !endTagOptional.has(element.tagName);
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: ParentNode): ChildNode[] {
  // A <template>'s children live in its content fragment.
  return 'content' in node && node.content ? node.content.childNodes : node.childNodes;
}

function* nodesUnder(node: ParentNode): Generator<ChildNode> {
  for (const child of childrenOf(node)) {
    yield child;
    if ('childNodes' in child) yield* nodesUnder(child);
  }
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** The JavaScript or JSON inside a `<script>` without `src`, checked and placed on the sample's lines. */
function inlineScriptIssues(element: Element): SyntaxIssue[] {
  const text = element.childNodes.find((c) => c.nodeName === '#text');
  if (!text || !('value' in text) || attribute(element, 'src') !== undefined) return [];
  const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
  const firstLine = text.sourceCodeLocation?.startLine ?? 1;
  let issues: SyntaxIssue[];
  if (javaScriptTypes.has(type)) issues = scriptIssues([{text: text.value, flavour: 'js'}])[0]!;
  else if (jsonTypes.has(type)) issues = jsonIssues(text.value);
  else return []; // templates and other data blocks are not code
  return issues.map((issue) => ({
    line: issue.line === undefined ? firstLine : firstLine + issue.line - 1,
    message: `inline <script>: ${issue.message}`,
  }));
}

function htmlIssues(text: string): SyntaxIssue[] {
  const issues: SyntaxIssue[] = [];
  const options = {
    sourceCodeLocationInfo: true,
    onParseError: (error: ParserError) =>
      issues.push({
        line: error.startLine,
        message: `${error.code.replace(/-/g, ' ')}${parseErrorHints[error.code] ?? ''}`,
      }),
  };
  const isDocument = /^\s*<(!doctype|html[\s>])/i.test(text);
  const root: ParentNode = isDocument ? parse(text, options) : parseFragment(text, options);

  // Everything in the source that the tree accounts for; an end tag outside
  // these ranges was dropped by the parser.
  const covered: [number, number][] = [];
  for (const node of nodesUnder(root)) {
    const location = node.sourceCodeLocation;
    if (!location) continue;
    if (!isElement(node)) {
      covered.push([location.startOffset, location.endOffset]);
      continue;
    }
    const {startTag, endTag} = node.sourceCodeLocation!;
    if (startTag) covered.push([startTag.startOffset, startTag.endOffset]);
    if (endTag) covered.push([endTag.startOffset, endTag.endOffset]);
    else if (startTag && needsEndTag(node, text.slice(startTag.startOffset, startTag.endOffset))) {
      issues.push({line: startTag.startLine, message: `<${node.tagName}> is never closed`});
    }
    if (node.tagName === 'script') issues.push(...inlineScriptIssues(node));
  }
  for (const match of text.matchAll(/<\/([a-zA-Z][^\s/>]*)/g)) {
    const offset = match.index;
    if (!covered.some(([start, end]) => offset >= start && offset < end)) {
      issues.push({line: lineAt(text, offset), message: `</${match[1]}> closes no open element`});
    }
  }
  return issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

export const htmlChecker: LanguageChecker = {
  complete: [asWritten],
  // Any run of elements is a valid fragment already; a page shortened to its
  // <html> element leaves out the doctype.
  fragments: [around('after <!doctype html>', '<!doctype html>\n', '')],
  check: (texts) => Promise.resolve(texts.map(htmlIssues)),
};
