import type { LanguageDetectorModule } from 'i18next';

/**
 * Where a chosen language is kept. These are the names i18next-browser-languagedetector used
 * before this module replaced it, so a choice made then still counts.
 */
export const LANGUAGE_QUERY = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Language codes such as `de`, `en-US` or `zh_Hant`; nothing that could name an object key. */
const SAFE_CODE = /^[A-Za-z0-9_@.-]{1,128}$/;
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const isSafeCode = (code: string) =>
  SAFE_CODE.test(code) && !code.includes('..') && !UNSAFE_NAMES.has(code);

/** A storage that may be missing or refuse access (private windows, blocked cookies). */
function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The languages the visitor asks for, most explicit first: `?lng=`, the `i18next` cookie, the
 * language kept on this device (local, then session storage), the browser's languages and the
 * page's `lang`. i18next takes the first it supports.
 */
export function detectLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    cookieValue(LANGUAGE_COOKIE),
    readStorage(() => window.localStorage, LANGUAGE_STORAGE_KEY),
    readStorage(() => window.sessionStorage, LANGUAGE_STORAGE_KEY),
    ...(navigator.languages.length > 0 ? navigator.languages : [navigator.language]),
    document.documentElement.lang,
  ];
  return candidates.filter((code): code is string => typeof code === 'string' && isSafeCode(code));
}

/**
 * i18next's language detector for the app, a few lines in place of a library in the first
 * download: it detects as above and keeps the language i18next settles on in local storage.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language) {
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused: the language is detected again next time.
    }
  },
};
