import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { PageLoading } from '../../components/page-loading.tsx';
import { selectCurrentUser } from '../../features/auth/auth-slice.ts';
import { VisitorWelcome } from '../../features/dashboard/components/visitor-welcome.tsx';
import { lazyExport } from '../../lib/load-chunk.ts';

// Visitors never download the coach's lists and the API code behind them.
const CoachHome = lazyExport(() => import('./dashboard-coach.tsx'), 'CoachHome');

/** The start page: a coach's greeting, quick actions and lists, or a visitor's welcome. */
export function Component() {
  const user = useSelector(selectCurrentUser);
  if (!user) return <VisitorWelcome />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CoachHome name={user.name} />
    </Suspense>
  );
}
