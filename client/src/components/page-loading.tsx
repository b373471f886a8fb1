import { useTranslation } from 'react-i18next';
import { useBusy } from '../hooks/use-busy.ts';
import { shellClass } from '../lib/shell-styles.ts';

/**
 * A spinner drawn with CSS only (the shell's style sheet): it is the first thing every page may
 * show, so it avoids MUI's progress components and their extra weight in the first download.
 */
export function PageLoading({ sample = false }: { sample?: boolean }) {
  const { t } = useTranslation();
  // A sample (on the test-components screen) shows the spinner without the screen loading.
  useBusy(!sample);
  return (
    <div className={shellClass.loading}>
      <div role="progressbar" aria-label={t('app.loading')} className={shellClass.spinner} />
    </div>
  );
}
