import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams, Link as RouterLink } from 'react-router';
import { ItemLoadError } from '../../../../components/item-load-error.tsx';
import {
  useCheckPracticePlanAccessQuery,
  useGetPracticePlanQuery,
} from '../../api/practice-plans-api.ts';
import type { PlannerCatalog } from '../catalog.ts';
import { usePlannerT } from '../i18n.ts';
import { describePlannerError } from '../planner-errors.ts';
import { PlannerScreen } from './planner-screen.tsx';
import { LoadingShape } from '../../../../components/loading-shape.tsx';

function PlannerSkeleton() {
  const t = usePlannerT();
  return (
    <LoadingShape label={t('loading')} spacing={2} sx={{ py: 2 }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={200} />
    </LoadingShape>
  );
}

/**
 * /practice-plans/{id}/update: the planner for those who may change the plan (owner, edit
 * grantee, admin); anyone else learns why and finds the way back to the plan.
 */
export function PlannerPage({ catalog }: { catalog: PlannerCatalog }) {
  const t = usePlannerT();
  const { planId = '' } = useParams();
  const plan = useGetPracticePlanQuery(planId);
  // Who may edit depends on who is logged in: never trust an older answer.
  const access = useCheckPracticePlanAccessQuery(planId, { refetchOnMountOrArgChange: true });

  // A plan shown once stays, with the coach's changes, when reading it again fails.
  if (plan.error && !plan.data) {
    const problem = describePlannerError(plan.error, { 400: 'errors.notFound' });
    return (
      <ItemLoadError
        documentTitle={t('documentTitle', { name: t('fallbackName') })}
        message={t(problem.key, problem.values)}
        retry={{ label: t('retry'), onClick: () => void plan.refetch() }}
        error={plan.error}
        back={{ label: t('access.backToList'), to: '/practice-plans' }}
      />
    );
  }
  if (!plan.data || access.isLoading) return <PlannerSkeleton />;
  if (access.data?.level !== 'edit') {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <title>{t('documentTitle', { name: plan.data.name })}</title>
        <Alert severity="warning">{t('access.forbidden')}</Alert>
        <Link component={RouterLink} to={`/practice-plans/${planId}`}>
          {t('access.backToPlan')}
        </Link>
      </Stack>
    );
  }
  return (
    <PlannerScreen
      key={plan.data._id}
      plan={plan.data}
      catalog={catalog}
      reload={async () => (await plan.refetch()).data}
    />
  );
}
