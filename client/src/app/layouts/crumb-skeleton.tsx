import { useTranslation } from 'react-i18next';
import { useBusy } from '../../hooks/use-busy.ts';
import { shellClass } from '../../lib/shell-styles.ts';

/**
 * A pulsing bar in place of a name that is still loading (CSS only, no Skeleton import). Its
 * hidden text names it, and the crumb's link with it, for screen readers.
 */
export function CrumbSkeleton() {
  useBusy(true);
  const { t } = useTranslation();
  return (
    <span data-testid="crumb-skeleton" className={shellClass.crumbSkeleton}>
      <span className={shellClass.visuallyHidden}>{t('app.loading')}</span>
    </span>
  );
}
