import postcss, {type AtRule, type ChildNode, type Container, type Root} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The condition that carries a group's rules through the bundler and minifier: every browser
 * supports declaring a custom property, so the rules apply unchanged wherever they end up.
 */
const markerOf = (group: string) => `(--deferred-${group}:1)`;
const isMarker = (node: ChildNode, group: string): node is AtRule =>
  node.type === 'atrule' &&
  node.name === 'supports' &&
  node.params.replace(/\s+/g, '') === markerOf(group);

function isNegated(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'pseudo' && parent.value === ':not') return true;
  return false;
}

/**
 * For each selector of a list, the classes an element needs for it to match. Classes under
 * `:not()` are left out: an element matches those by lacking them.
 */
export function requiredClasses(selectorList: string): string[][] {
  const required: string[][] = [];
  selectorParser((selectors) => {
    selectors.each((selector) => {
      const classes: string[] = [];
      selector.walkClasses((node) => {
        if (!isNegated(node)) classes.push(node.value);
      });
      required.push(classes);
    });
  }).processSync(selectorList);
  return required;
}

/**
 * Marks the rules of a source stylesheet that can only match once a script has added one of
 * the classes `isDeferredClass` accepts (every selector of the rule needs one), so that
 * `takeDeferredRules` finds them again in the built stylesheet.
 */
export function markDeferredRules(
  root: Root,
  group: string,
  isDeferredClass: (name: string) => boolean,
): void {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && isMarker(rule.parent as AtRule, group)) return;
    if (!requiredClasses(rule.selector).every((classes) => classes.some(isDeferredClass))) return;
    const marker = postcss.atRule({name: 'supports', params: markerOf(group)});
    rule.replaceWith(marker);
    marker.append(rule);
  });
}

/**
 * Appends `nodes` to `target` inside copies of the at-rules (media queries) `node` sits in; a
 * copy that would follow an equal one at the end of `target` is that one, so consecutive rules
 * of one media query stay in one block.
 */
function appendWithin(target: Container, node: ChildNode, nodes: ChildNode[]) {
  const chain: AtRule[] = [];
  for (let parent = node.parent; parent?.type === 'atrule'; parent = (parent as AtRule).parent)
    chain.unshift(parent as AtRule);
  let container = target;
  for (const atRule of chain) {
    const last = container.last;
    if (last?.type === 'atrule' && last.name === atRule.name && last.params === atRule.params)
      container = last;
    else {
      const copy = atRule.clone({nodes: []});
      container.append(copy);
      container = copy;
    }
  }
  container.append(nodes);
}

/** Removes at-rules left without content. */
function dropEmpty(container: Container) {
  container.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
}

/**
 * A built stylesheet split in two: the rules `markDeferredRules` marked for `group`, unwrapped
 * and kept in their media queries, and everything else.
 */
export function takeDeferredRules(css: string, group: string): {rest: string; deferred: string} {
  const root = postcss.parse(css);
  const deferred = postcss.root();
  root.walkAtRules('supports', (atRule) => {
    if (!isMarker(atRule, group)) return;
    appendWithin(deferred, atRule, atRule.nodes?.map((node) => node.clone()) ?? []);
    atRule.remove();
  });
  dropEmpty(root);
  return {rest: root.toString(), deferred: deferred.toString()};
}

/**
 * A built stylesheet split in two: the rules that only elements with a class `isTaken` accepts
 * can match (every selector of the rule needs one), kept in their media queries and in their
 * order, and everything else.
 */
export function takeRulesRequiring(
  css: string,
  isTaken: (name: string) => boolean,
): {rest: string; taken: string} {
  const root = postcss.parse(css);
  const taken = postcss.root();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    if (!requiredClasses(rule.selector).every((classes) => classes.some(isTaken))) return;
    appendWithin(taken, rule, [rule.clone()]);
    rule.remove();
  });
  dropEmpty(root);
  return {rest: root.toString(), taken: taken.toString()};
}

/** The selectors of a stylesheet that can match markup holding only the given classes. */
export function selectorsMatching(css: string, classes: ReadonlySet<string>): string[] {
  const matching: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors)
      if (requiredClasses(selector)[0]?.every((name) => classes.has(name))) matching.push(selector);
  });
  return matching;
}
