import ts from 'typescript';
import {factComponentSources} from '../src/components/FactTables/pageComponents';

/** The file that extends Docusaurus's MDX component registry with the site's own components. */
export const mdxRegistryFile = 'src/theme/MDXComponents/index.tsx';

/** The components the site adds to the MDX registry, read from its source. */
export function siteMdxComponentNames(source: string): string[] {
  const file = ts.createSourceFile('MDXComponents.tsx', source, ts.ScriptTarget.Latest);
  const exported = file.statements.find(ts.isExportAssignment);
  let registry = exported?.expression;
  while (registry && (ts.isSatisfiesExpression(registry) || ts.isAsExpression(registry))) {
    registry = registry.expression;
  }
  if (!registry || !ts.isObjectLiteralExpression(registry)) {
    throw new Error(`${mdxRegistryFile}: expected "export default {...MDXComponents, ...}"`);
  }
  return registry.properties.flatMap((property) =>
    (ts.isShorthandPropertyAssignment(property) || ts.isPropertyAssignment(property)) &&
    ts.isIdentifier(property.name)
      ? [property.name.text]
      : [],
  );
}

/** Every component pages write without importing it. */
export function pageComponentNames(registrySource: string): string[] {
  return [...siteMdxComponentNames(registrySource), ...factComponentSources.keys()];
}
