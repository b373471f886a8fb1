import { sanitizePage, validatePage, type Page } from '@courtside/domain';

/*
 * The page manager checks and sanitises every page it reads (spec §5), and the canvas and the
 * frame renderer did it again for each page they were given: a second walk over every object of
 * the first page while a board opens, and over every page as playback starts. Pages are never
 * changed in place (every edit makes a new page), so a page read once stays good.
 */
const checked = new WeakSet<Page>();

/** Notes that `page` is checked and sanitised; returns it. */
export function markChecked<T extends Page>(page: T): T {
  checked.add(page);
  return page;
}

/**
 * `page` as a canvas may draw it: a page read by the page manager as it is, any other (a draft
 * from the device, a page from a test) checked, its problems passed to `warn`, and sanitised.
 */
export function drawablePage(page: Page, warn?: (message: string) => void): Page {
  if (checked.has(page)) return page;
  if (warn) for (const warning of validatePage(page)) warn(`page: ${warning}`);
  return sanitizePage(page);
}
