// Video export speed: export time ÷ animation length for a 10-page board with 40 objects per page,
// at board size (1220×686) and full HD, 60 fps, MP4 (H.264), in headless Chromium. Uses the
// drafting board (browser storage, no account). Needs `npm run build` first; starts the built
// server on a free port with a throw-away data folder. Target (issue 12): ≤ 0.25 at board size.
import { withBuiltApp } from './built-app.mjs';

const PAGES = 10;
const OBJECTS = 40;
const SIZES = [/^Board size/, /^Full HD/];

/** 40 circles and labels per page that all move from page to page. */
function board() {
  const pages = Array.from({ length: PAGES }, (_, pageIndex) => ({
    id: `bench-${pageIndex}`,
    data: {
      version: 1,
      backgroundImage: { src: '/full-court.svg' },
      objects: Array.from({ length: OBJECTS }, (_, index) => ({
        type: index % 4 === 3 ? 'text' : 'circle',
        uuid: `object-${index}`,
        left: 60 + ((index * 97 + pageIndex * 53) % 1100),
        top: 40 + ((index * 61 + pageIndex * 37) % 600),
        ...(index % 4 === 3
          ? { text: `P${index}`, fontSize: 20, fill: '#ffffff' }
          : { radius: 16, fill: index % 2 ? '#1565c0' : '#c62828' }),
      })),
    },
  }));
  return { pages };
}

await withBuiltApp(async (browser, baseUrl) => {
  const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
  await context.addInitScript((stored) => {
    localStorage.setItem('courtside.draftingBoard', stored);
  }, JSON.stringify(board()));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/drafting-board`);
  const lengthS = (PAGES * 2000) / 1000;
  console.log('| size | export time (s) | animation (s) | ratio (target ≤ 0.25 at board size) |');
  console.log('|---|---:|---:|---:|');
  for (const size of SIZES) {
    await page.getByRole('button', { name: 'Export video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByRole('radio', { name: size }).check();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await download;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `| ${size.source.replace(/[\^/]/g, '')} | ${seconds.toFixed(1)} | ${lengthS} | ${(seconds / lengthS).toFixed(2)} |`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});
