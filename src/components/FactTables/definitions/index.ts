import type {FactTableDefinition} from './defineFactTable';
import {factTableNames} from '../../../plugins/factComponentImports/factTableNames';

/**
 * Every fact table, by the MDX tag pages write, from the definition files of this folder: the
 * Markdown twins and the tests read them here (Node only; a page's browser code imports its
 * tables one by one, src/plugins/factComponentImports).
 */
export async function loadFactTables(): Promise<ReadonlyMap<string, FactTableDefinition>> {
  return new Map(
    await Promise.all(
      factTableNames.map(async (name): Promise<[string, FactTableDefinition]> => {
        const exportName = name[0]!.toLowerCase() + name.slice(1);
        const table = (
          (await import(/* @vite-ignore */ `./${name}.ts`)) as Record<string, unknown>
        )[exportName];
        if (!table) throw new Error(`definitions/${name}.ts must export ${exportName}`);
        return [name, table as FactTableDefinition];
      }),
    ),
  );
}
