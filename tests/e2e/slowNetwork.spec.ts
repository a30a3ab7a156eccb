// A page read over a slow network is painted as its HTML arrives (nothing holds the first paint
// back until the whole document is read), and nothing drawn early moves when the rest comes.
import {test, expect} from './fixtures';
import {layoutShiftsSoFar, noticeableShift, recordLayoutShifts} from './layoutShifts';

// About a slow 3G link: /api's compressed HTML (tens of kilobytes) takes a second or more.
const slowLink = {
  offline: false,
  latency: 100,
  downloadThroughput: 8_000,
  uploadThroughput: 8_000,
};

for (const {path, width} of [
  {path: '/api', width: 1280},
  {path: '/fr/configuration', width: 390},
]) {
  test(`${path} at ${width} px over a slow link: painted before its HTML is all read, and steady`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await recordLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    // Until the HTML is read: the bundle, hundreds of kilobytes at this speed, is not the point.
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    const {firstPaint, htmlRead} = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      htmlRead: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .responseEnd,
    }));
    // The test sees partial paints: the page showed text while its HTML was still arriving.
    expect(firstPaint).toBeLessThan(htmlRead);
    const shifts = await layoutShiftsSoFar(page);
    expect(
      shifts.reduce((total, shift) => total + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(noticeableShift);
  });
}
