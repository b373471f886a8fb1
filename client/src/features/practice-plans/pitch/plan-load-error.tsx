import { ItemLoadError } from '../../../components/item-load-error.tsx';
import {
  describeFeatureError,
  errorStatus,
  type StandardErrorKey,
} from '../../../lib/api-error.ts';
import { usePlanPitchT, type PlanPitchKey } from './i18n.ts';

// Fails to compile when the texts lose one of the standard error keys.
const standardKeysPresent: StandardErrorKey extends PlanPitchKey ? true : never = true;
void standardKeysPresent;

/** The pitch view or print sheet when its plan could not be loaded. */
export function PlanLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = usePlanPitchT();
  const problem = describeFeatureError<PlanPitchKey>(error, () => undefined);
  const gone = errorStatus(error) === 404;
  return (
    <ItemLoadError
      documentTitle={t('common.documentTitle')}
      message={t(problem.key, problem.values)}
      {...(gone ? {} : { retry: { label: t('common.retry'), onClick: onRetry } })}
      back={{ label: t('common.backToList'), to: '/practice-plans' }}
    />
  );
}
