// Runs in the browser. The checklist's ticks: a set of item ids, replaced on every change so
// React sees a new value.

/** The ticks with `id` ticked if it was not, unticked if it was. */
export function toggled(ticks: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ticks);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** How many of the checklist's items are ticked: ids of items no longer listed do not count. */
export function tickedCount(ticks: ReadonlySet<string>, ids: readonly string[]): number {
  return ids.filter((id) => ticks.has(id)).length;
}
