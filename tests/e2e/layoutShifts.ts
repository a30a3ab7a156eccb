import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

/** A layout shift the browser reported: its score and the elements that moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
  /** Whether everything that moved is in the navbar. */
  inNavbar: boolean;
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
        sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
      }[]) {
        const rect = ({x, y, width, height}: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
        if (entry.hadRecentInput) continue;
        record.__layoutShifts.push({
          value: entry.value,
          inNavbar: entry.sources.every(
            ({node}) => node instanceof Element && !!node.closest('.navbar'),
          ),
          // What moved, and from where to where: enough to tell a late style from a late element.
          moved: entry.sources.map(
            ({node, previousRect, currentRect}) =>
              `${
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
                  : String(node?.nodeName)
              } ${rect(previousRect)} -> ${rect(currentRect)}`,
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

/**
 * What Lighthouse reports as CLS 0 is below 0.001 (three decimals): a shift of a few pixels of
 * one small element while a busy machine paints a half-read page counts as none.
 */
export const noticeableShift = 0.001;

/**
 * The shifts of the page below the navbar, for pages whose check is not about the navbar. The
 * navbar's own are attached to the test as notes: on a machine whose two cores run the whole
 * suite, its right-hand group was seen to move now and then as the search box loaded, which no
 * focused test reproduces (tests/e2e/search.spec.ts checks that swap frame by frame).
 */
async function contentShiftsSoFar(
  page: Page,
  note: (shift: LayoutShift) => void,
): Promise<LayoutShift[]> {
  const shifts = await layoutShiftsSoFar(page);
  for (const shift of shifts.filter((s) => s.inNavbar)) note(shift);
  return shifts.filter((s) => !s.inNavbar);
}

/** The sum of some shifts' scores: the page's CLS over them. */
export const cumulativeShift = (shifts: LayoutShift[]): number =>
  shifts.reduce((total, shift) => total + shift.value, 0);

/** The page below the navbar has not moved since its first paint: CLS 0 as Lighthouse reports it. */
export async function expectSteadyContent(page: Page): Promise<void> {
  const note = (shift: LayoutShift) =>
    test.info().annotations.push({type: 'navbar layout shift', description: JSON.stringify(shift)});
  const shifts = await contentShiftsSoFar(page, note);
  expect(cumulativeShift(shifts), JSON.stringify(shifts)).toBeLessThan(noticeableShift);
}
