import type { FastifyRequest } from 'fastify';
import { acceptedValues } from './accept-header.ts';

/*
 * The client build lists the code of the screens a visit most often starts on, and of the texts
 * loaded on demand (`first-screens.json`, written by client/vite.config.ts). The index.html sent
 * for such a screen names those files as module preloads, so the browser fetches them beside the
 * app's first download rather than after it has run: one round trip less before the screen shows.
 */

/** What `first-screens.json` holds: screens by address (a regex source), texts by language. */
export interface FirstScreenFiles {
  screens: { pattern: RegExp; files: string[] }[];
  texts: Record<string, string[]>;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Only the build's own asset paths: nothing that could break out of the attribute. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/** Reads the build's list; anything unexpected in it reads as no list (nothing is preloaded). */
export function parseFirstScreenFiles(json: string): FirstScreenFiles | undefined {
  try {
    const data = JSON.parse(json) as { screens?: unknown; texts?: unknown };
    if (!Array.isArray(data.screens) || typeof data.texts !== 'object' || data.texts === null) {
      return undefined;
    }
    const screens = data.screens.map((screen: { path?: unknown; files?: unknown }) => {
      if (typeof screen.path !== 'string' || !isStringArray(screen.files)) throw new Error();
      return { pattern: new RegExp(screen.path), files: screen.files };
    });
    const texts = Object.entries(data.texts as Record<string, unknown>);
    if (!texts.every(([, files]) => isStringArray(files))) return undefined;
    const all = [...screens.flatMap((screen) => screen.files), ...texts.flatMap(([, f]) => f)];
    if (!all.every((file) => ASSET_PATH.test(String(file)))) return undefined;
    return { screens, texts: Object.fromEntries(texts) as Record<string, string[]> };
  } catch {
    return undefined;
  }
}

/** The languages the app has texts for; German ships with the app's first download. */
const LANGUAGES = ['de', 'en'];

/**
 * The language the app will most likely pick, from what the server can see of what the app
 * reads (client/src/lib/language-detection.ts): `?lng=`, the `i18next` cookie, then the
 * browser's languages (Accept-Language, in their order of preference). The app may still choose
 * otherwise (a language kept in the browser's storage): a wrong guess only costs a small file
 * fetched for nothing or not fetched ahead.
 */
export function likelyLanguage(request: FastifyRequest): string | undefined {
  const query = new URL(request.url, 'http://localhost').searchParams.get('lng');
  const accepted = acceptedValues(request.headers['accept-language'])
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ value }) => value);
  for (const candidate of [query, request.cookies.i18next, ...accepted]) {
    const language = candidate?.toLowerCase().split(/[-_]/)[0];
    if (language && LANGUAGES.includes(language)) return language;
  }
  return undefined;
}

/** The files to preload for this request's page, and a key naming that choice. */
export function preloadFor(
  list: FirstScreenFiles,
  request: FastifyRequest,
  pathname: string,
): { key: string; files: string[] } {
  const screen = list.screens.findIndex(({ pattern }) => pattern.test(pathname));
  const language = likelyLanguage(request);
  const texts = (language && list.texts[language]) || [];
  const files = [...(list.screens[screen]?.files ?? []), ...texts];
  return { key: `${screen}:${texts.length > 0 ? language : ''}`, files };
}

/** index.html with a module preload for each file, at the end of its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html;
}
