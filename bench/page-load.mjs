// First contentful paint and load event of a few routes in headless Chromium, median of five
// cold runs (a fresh browser context each, so no HTTP cache). Needs `npm run build` first; starts
// the built server on a free port with a throw-away data folder.
import { withBuiltApp } from './built-app.mjs';

const ROUTES = ['/', '/exercises', '/drafting-board'];
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return { fcp: paint.startTime, load: navigation.loadEventEnd };
  });
  await context.close();
  return timing;
}

await withBuiltApp(async (browser, baseUrl) => {
  // One warm-up load so that the server's first-request costs do not count.
  await measure(browser, `${baseUrl}/`);
  console.log(
    '| route | first contentful paint (ms, median of 5) | load event (ms, median of 5) |',
  );
  console.log('|---|---:|---:|');
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, `${baseUrl}${route}`));
    const fcp = median(runs.map((r) => r.fcp));
    const load = median(runs.map((r) => r.load));
    console.log(`| ${route} | ${fcp.toFixed(0)} | ${load.toFixed(0)} |`);
  }
});
