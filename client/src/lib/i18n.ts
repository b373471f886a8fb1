import type { BackendModule } from 'i18next';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de/translation.json';
import type en from '../locales/en/translation.json';
import { languageDetector } from './language-detection.ts';

export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}

/**
 * German is the fallback and ships with the first download; English loads on demand (one small
 * request), so the eager bundle carries one language, not two.
 */
const lazyLocales: Record<string, () => Promise<{ default: typeof en }>> = {
  en: () => import('../locales/en/translation.json'),
};

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespace === 'translation' ? lazyLocales[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

/** Resolves once the detected language's texts are loaded; the app renders after it. */
export const i18nReady = i18n
  .use(lazyLocaleBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources: { de: { translation: de } },
    partialBundledLanguages: true,
    fallbackLng: 'de',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // German is bundled, so it is ready at once; English arrives through the backend above.
    initAsync: false,
    interpolation: { escapeValue: false },
  });

export { i18n };
