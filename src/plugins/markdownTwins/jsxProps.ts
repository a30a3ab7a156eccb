import type {Nodes} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {GivenProps} from '../../components/FactTables/definitions/defineFactTable';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** MDX nodes the mdast types do not name without extra imports. */
export interface LooseNode {
  type: string;
  value?: string;
  data?: {estree?: {body?: {type: string; expression?: EstreeValue}[]}};
}
interface EstreeValue {
  type: string;
  value?: unknown;
  elements?: (EstreeValue | null)[];
}

/** The value of a JS literal (or an array of them) from the estree MDX attaches. */
function literalValue(expression: EstreeValue | undefined): unknown {
  if (expression?.type === 'Literal') return expression.value;
  if (expression?.type === 'ArrayExpression' && expression.elements) {
    const values = expression.elements.map((element) => literalValue(element ?? undefined));
    return values.includes(undefined) ? undefined : values;
  }
  return undefined;
}

export function expressionValue(node: LooseNode): unknown {
  const [statement] = node.data?.estree?.body ?? [];
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : undefined;
}

/** A JSX element's props as plain values: strings, and literal expressions (`plans={['pro']}`). */
export function propsOf(element: JsxElement): GivenProps {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const {value} = attribute;
    props[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : expressionValue(value as unknown as LooseNode);
  }
  return props;
}

export const isJsx = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
