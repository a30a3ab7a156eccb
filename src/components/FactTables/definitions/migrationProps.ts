import {migrationProductNames, type MigrationProduct} from '../../../data/migrations';

// Runs in the browser and at build time, like cells.ts.

/** The product a migration table is for (`product="turnstile"`), checked: a misspelt one fails the build. */
export function migrationProductProp(table: string, value: unknown): MigrationProduct {
  if (typeof value !== 'string' || !(value in migrationProductNames))
    throw new Error(`${table}: unknown product ${String(value)}`);
  return value as MigrationProduct;
}
