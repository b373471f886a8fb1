import { ItemLoadError } from '../../../components/item-load-error.tsx';
import { describeFeatureError, type StandardErrorKey } from '../../../lib/api-error.ts';
import { usePlanPitchT, type PlanPitchKey } from './i18n.ts';

// Fails to compile when the texts lose one of the standard error keys.
const standardKeysPresent: StandardErrorKey extends PlanPitchKey ? true : never = true;
void standardKeysPresent;

/** The pitch view or print sheet when its plan could not be loaded. */
export function PlanLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = usePlanPitchT();
  // A plan is read by the id in the address alone: a 400 means the address holds no plan id (a
  // link cut short), which is no plan to find, as a 404 is.
  const problem = describeFeatureError<PlanPitchKey>(error, () => undefined, {
    400: 'errors.notFound',
  });
  return (
    <ItemLoadError
      documentTitle={t('common.documentTitle')}
      message={t(problem.key, problem.values)}
      retry={{ label: t('common.retry'), onClick: onRetry }}
      error={error}
      back={{ label: t('common.backToList'), to: '/practice-plans' }}
    />
  );
}
