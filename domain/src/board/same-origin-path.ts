import { COURT_BACKGROUNDS } from './constants.ts';
import type { CourtBackground } from './constants.ts';

const ABSOLUTE_HTTP_URL = /^https?:\/\/[^/?#]*([^?#]*)/i;
const UNSAFE_CHARACTERS = /[\s\\\p{Cc}]/u;

/**
 * Reduces an image address to a path on our own origin, or undefined when it cannot be one.
 *
 * fabric serialises an image's `src` as the absolute URL the browser resolved
 * (`http://localhost:3000/red-cone.svg`), and stored pages must not depend on the host they were
 * drawn on, nor load pictures from elsewhere. So an http(s) URL keeps only its path; query and
 * fragment are dropped; protocol-relative (`//host/x`), `data:`, `javascript:` and relative
 * addresses are refused.
 */
export function toSameOriginPath(src: unknown): string | undefined {
  if (typeof src !== 'string') return undefined;
  const trimmed = src.trim();
  let path: string;
  const url = ABSOLUTE_HTTP_URL.exec(trimmed);
  if (url) {
    path = url[1] || '/';
  } else if (trimmed.startsWith('/')) {
    path = trimmed.replace(/[?#].*$/su, '');
  } else {
    return undefined;
  }
  if (path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return undefined;
  return path;
}

/** The court background an address points at, or undefined for any other picture. */
export function toCourtBackground(src: unknown): CourtBackground | undefined {
  const path = toSameOriginPath(src);
  return COURT_BACKGROUNDS.find((background) => background === path);
}
