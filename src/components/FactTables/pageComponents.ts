import {factTableNames} from '../../plugins/factComponentImports/factTableNames';

/**
 * Where a fact component comes from: a table's definition (drawn by `factTableComponent`), or a
 * component of its own.
 */
export type FactComponentSource =
  | {readonly kind: 'table'; readonly module: string; readonly exportName: string}
  | {readonly kind: 'component'; readonly module: string};

const folder = '@site/src/components/FactTables';

/** The fact components with a React component of their own, by MDX tag. */
const ownComponents: readonly string[] = ['CspHeader', 'LanguageTable', 'SdkInstall'];

/**
 * Every fact component pages write without importing it, by MDX tag, with the module it comes
 * from. A page imports only the ones it uses (remarkFactComponentImports), so each table's rows
 * load with the pages that show it, not with every docs page. A table is its definition file,
 * `definitions/<Tag>.ts`, exporting `<tag>`: nothing registers it.
 */
export const factComponentSources: ReadonlyMap<string, FactComponentSource> = new Map([
  ...factTableNames
    .filter((tag) => !ownComponents.includes(tag))
    .map((tag): [string, FactComponentSource] => [
      tag,
      {
        kind: 'table',
        module: `${folder}/definitions/${tag}`,
        exportName: tag[0]!.toLowerCase() + tag.slice(1),
      },
    ]),
  ...ownComponents.map((tag): [string, FactComponentSource] => [
    tag,
    {kind: 'component', module: `${folder}/${tag}`},
  ]),
]);
