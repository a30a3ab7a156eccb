import type {Page} from '@playwright/test';

/** A layout shift the browser reported: its score and the elements that moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

interface ShiftRecord {
  __layoutShifts: LayoutShift[];
}

/**
 * Records every layout shift of the pages the test opens from their first paint, except those
 * right after the reader's own input (which CLS does not count either).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as ShiftRecord;
    record.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: {node?: Node}[];
      }[]) {
        if (entry.hadRecentInput) continue;
        record.__layoutShifts.push({
          value: entry.value,
          moved: entry.sources.map(({node}) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
              : String(node?.nodeName),
          ),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The shifts recorded so far, once two more frames have been drawn (a shift is reported after its frame). */
export function layoutShiftsSoFar(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve([...(window as unknown as ShiftRecord).__layoutShifts]),
          ),
        ),
      ),
  );
}
