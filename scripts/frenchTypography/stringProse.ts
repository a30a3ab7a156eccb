// The French strings of the site's data (`fr:`) and translation files (`message`), read with
// the TypeScript parser so each keeps its place in the file.
import ts from 'typescript';
import {alignedRun, joinRuns, maskRun, opaqueRun, type ProseRun} from './proseRun';

/** Fact text's only markup: `inline code` and [links](/path); both outside the prose. */
const factMarkup = /`[^`]+`|\[|\]\([^)\s]*\)/g;
/** A translation may hold HTML (the announcement bar): its tags are not prose. */
const htmlTag = /<[^>]+>/g;

function literalRun(
  node: ts.StringLiteralLike | ts.TemplateLiteralLikeNode,
  file: ts.SourceFile,
): ProseRun {
  const source = file.text;
  const start = node.getStart(file) + 1;
  const closing = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
  return alignedRun(node.text, source, start, node.end - closing);
}

/** The prose of a string-valued expression: literals, templates (`${…}` is a word), arrays of them. */
function expressionRuns(node: ts.Expression, file: ts.SourceFile): ProseRun[] {
  if (ts.isStringLiteralLike(node)) return [literalRun(node, file)];
  if (ts.isTemplateExpression(node)) {
    return [
      joinRuns([
        literalRun(node.head, file),
        ...node.templateSpans.flatMap((span) => [
          opaqueRun(span.expression.getStart(file)),
          literalRun(span.literal, file),
        ]),
      ]),
    ];
  }
  if (ts.isArrayLiteralExpression(node))
    return node.elements.flatMap((element) => expressionRuns(element, file));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return expressionRuns(node.expression, file);
  return [];
}

const propertyName = (property: ts.PropertyAssignment): string | undefined =>
  ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
    ? property.name.text
    : undefined;

function propertyRuns(file: ts.SourceFile, name: string): ProseRun[] {
  const runs: ProseRun[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && propertyName(node) === name)
      runs.push(...expressionRuns(node.initializer, file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return runs;
}

export const factProse = (run: ProseRun): ProseRun => maskRun(run, factMarkup);

export function frenchDataProse(source: string): ProseRun[] {
  const file = ts.createSourceFile('data.ts', source, ts.ScriptTarget.Latest, true);
  return propertyRuns(file, 'fr').map(factProse);
}

export function translationMessagesProse(source: string): ProseRun[] {
  const file = ts.parseJsonText('messages.json', source);
  return propertyRuns(file, 'message').map((run) => maskRun(run, htmlTag));
}
