import { useTranslation } from 'react-i18next';
import { useGetExerciseQuery } from '../../features/exercises/api/exercises-api.ts';
import { useGetPracticePlanQuery } from '../../features/practice-plans/api/practice-plans-api.ts';
import {
  useCheckTacticBoardAccessQuery,
  useGetTacticBoardQuery,
} from '../../features/tacticboards/api/tacticboards-api.ts';
import { useLoggedIn } from '../../hooks/use-logged-in.ts';
import { CrumbSkeleton } from './crumb-skeleton.tsx';

function NamedCrumb({
  name,
  isLoading,
  fallback,
}: {
  name?: string;
  isLoading: boolean;
  fallback: string;
}) {
  if (isLoading) return <CrumbSkeleton />;
  return <>{name?.trim() ? name : fallback}</>;
}

/** The exercise crumb: the exercise's name, a skeleton while loading, else 'exercise'. */
export function ExerciseName({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetExerciseQuery(id ?? '', { skip: !id });
  return (
    <NamedCrumb
      name={data?.name}
      isLoading={isLoading}
      fallback={t('breadcrumbs.exerciseFallback')}
    />
  );
}

/** The board crumb: the board's name, a skeleton while loading, else 'Tactic Board'. */
export function BoardName({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetTacticBoardQuery(id ?? '', { skip: !id });
  return (
    <NamedCrumb name={data?.name} isLoading={isLoading} fallback={t('breadcrumbs.tacticBoard')} />
  );
}

/**
 * The editor's crumb: 'Edit Tactic Board' for who may edit the board; a viewer or a visitor
 * watches it there, so it says 'View Tactic Board' for them.
 */
export function BoardEditorMode({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { data, isLoading } = useCheckTacticBoardAccessQuery(id ?? '', { skip: !id || !loggedIn });
  if (isLoading) return <CrumbSkeleton />;
  return (
    <>
      {t(data?.level === 'edit' ? 'breadcrumbs.updateTacticBoard' : 'breadcrumbs.viewTacticBoard')}
    </>
  );
}

/** The plan crumb: the plan's name, a skeleton while loading, else 'practice plan'. */
export function PlanName({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetPracticePlanQuery(id ?? '', { skip: !id });
  return (
    <NamedCrumb
      name={data?.name}
      isLoading={isLoading}
      fallback={t('breadcrumbs.practicePlanFallback')}
    />
  );
}
