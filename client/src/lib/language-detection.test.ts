import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, detectLanguages, languageDetector } from './language-detection.ts';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

// The files of a worker share the page: its lang goes back to what the others set.
let pageLanguage = '';
beforeEach(() => {
  pageLanguage = document.documentElement.lang;
});

afterEach(() => {
  document.documentElement.lang = pageLanguage;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  sessionStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('detectLanguages', () => {
  it('asks for ?lng= first, then the cookie, the kept choice, the browser and the page', () => {
    browserLanguages(['fr-FR', 'fr']);
    // Set here: run first in its worker, the page has no lang yet (i18n sets it as it starts).
    document.documentElement.lang = 'it';
    window.history.replaceState(null, '', '/?lng=en');
    document.cookie = 'i18next=de-AT; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-GB');
    expect(detectLanguages()).toEqual(['en', 'de-AT', 'de', 'en-GB', 'fr-FR', 'fr', 'it']);
  });

  it('falls back to the browser languages when nothing was chosen', () => {
    browserLanguages(['en-US', 'en']);
    expect(detectLanguages().slice(0, 2)).toEqual(['en-US', 'en']);
  });

  it('drops codes that are no language codes', () => {
    browserLanguages(['en']);
    window.history.replaceState(null, '', '/?lng=__proto__');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '../de');
    expect(detectLanguages()[0]).toBe('en');
  });

  it('goes on without storage when the browser refuses it', () => {
    browserLanguages(['de']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(detectLanguages()[0]).toBe('de');
  });
});

describe('languageDetector', () => {
  it('keeps the language settled on for the next visit, but not the key-showing mode', () => {
    languageDetector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
