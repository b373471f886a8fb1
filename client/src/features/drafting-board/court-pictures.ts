import type { CourtBackground } from '@courtside/domain';
/*
 * Imported by their path under public/ (the files fabric loads by URL): `/full-court.svg?raw`
 * would be the form Vite's dev server asks for, but Vitest cannot resolve it, so the dev server
 * prints a warning about these three imports instead.
 */
import emptyCourt from '../../../public/empty-court.svg?raw';
import fullCourt from '../../../public/full-court.svg?raw';
import halfCourt from '../../../public/half-court.svg?raw';

// The pictures' titles would show as a tooltip over a picture that only stands in for the board.
const withoutTitle = (svg: string) => svg.replace(/<title>[^<]*<\/title>\s*/u, '');

/**
 * The court pictures' SVG markup (1–2 KB each), part of the drafting board's first script so that
 * its court is drawn with the page, before any picture could be fetched. Our own files only.
 */
export const COURT_SVG: Record<CourtBackground, string> = {
  '/full-court.svg': withoutTitle(fullCourt),
  '/half-court.svg': withoutTitle(halfCourt),
  '/empty-court.svg': withoutTitle(emptyCourt),
};
