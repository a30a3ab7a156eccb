import {test} from './fixtures';
test('lcp entries', async ({page, baseURL}) => {
  await page.setViewportSize({width: 412, height: 823});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push([e.startTime|0, e.element?.tagName, (e.element?.textContent||'').slice(0,40), e.size]); }).observe({type: 'largest-contentful-paint', buffered: true});
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push(['paint', e.name, e.startTime|0]); }).observe({type: 'paint', buffered: true});
  });
  for (const p of ['/fr/api', '/configuration']) {
    await page.goto(baseURL + p, {waitUntil: 'networkidle'});
    const res = await page.evaluate(() => performance.getEntriesByType('resource').filter((r: any) => /main|runtime/.test(r.name)).map((r: any) => [r.name.split('/').pop(), r.startTime|0, r.responseEnd|0]));
    console.log(p, JSON.stringify(await page.evaluate(() => (window as any).__lcp)), JSON.stringify(res), 'domContentLoaded', await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as any).domContentLoadedEventEnd|0));
  }
});
