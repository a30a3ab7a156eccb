import {planNames, type PlanId} from '../../../data/plans';

// Runs in the browser and at build time, like cells.ts.

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && value in planNames;
}

/** A plan a page names in a prop, checked: a misspelt plan fails the build instead of an empty table. */
export function planProp(table: string, value: unknown): PlanId {
  if (!isPlanId(value)) throw new Error(`${table}: unknown plan ${String(value)}`);
  return value;
}
