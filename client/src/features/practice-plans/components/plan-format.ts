import { useMemo } from 'react';
import { usePracticePlansT } from '../i18n.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';

/** A plan's calendar day (YYYY-MM-DD) as midnight of that day in the viewer's time zone. */
export function localDay(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** How plan pages write a day and a number of minutes, in the interface language. */
export function usePlanFormat() {
  const t = usePracticePlansT();
  const language = useUiLanguage();
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
