import { useBusy } from '../../hooks/use-busy.ts';
import { shellClass } from '../../lib/shell-styles.ts';

/** A pulsing bar in place of a name that is still loading (CSS only, no Skeleton import). */
export function CrumbSkeleton() {
  useBusy(true);
  return <span data-testid="crumb-skeleton" className={shellClass.crumbSkeleton} />;
}
