import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePracticePlansT } from '../i18n.ts';

/** A plan's calendar day (YYYY-MM-DD) as midnight of that day in the viewer's time zone. */
export function localDay(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** How plan pages write a day and a number of minutes, in the interface language. */
export function usePlanFormat() {
  const t = usePracticePlansT();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    return {
      date: (isoDate: string) => day.format(localDay(isoDate)),
      minutes: (count: number) => t('common.minutes', { count }),
    };
  }, [language, t]);
}
