import { useTranslation } from 'react-i18next';

/**
 * The language the interface is shown in, for dates and numbers written the way it writes them
 * (27.11.2026 and 1,5 in German): the browser's own locale may be another.
 */
export function useUiLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
