import type { ListQuery } from '@courtside/domain';
import { useMemo } from 'react';
import { useGetExercisesQuery } from '../../features/exercises/api/exercises-api.ts';
import type {
  CatalogResults,
  PlannerCatalog,
} from '../../features/practice-plans/planner/catalog.ts';
import { PICKER_LIMIT } from '../../features/practice-plans/planner/components/picker-results.tsx';
import { PlannerPage } from '../../features/practice-plans/planner/components/planner-page.tsx';
import { useGetTacticBoardHeadersQuery } from '../../features/tacticboards/api/tacticboards-api.ts';

const nameQuery = (pattern: string): Partial<ListQuery> => ({
  sortBy: 'name',
  sortOrder: 'asc',
  limit: PICKER_LIMIT,
  regex: pattern ? { name: pattern } : {},
});

/** Exercises for the planner's picker, searched by name (the exercises feature's list call). */
function useExercises(pattern: string, { skip }: { skip: boolean }): CatalogResults {
  const { data, isFetching, error } = useGetExercisesQuery(nameQuery(pattern), { skip });
  return useMemo(
    () => ({
      entries: (data?.exercises ?? []).map((exercise) => ({
        _id: exercise._id,
        name: exercise.name,
        minutes: exercise.time_min,
        detail: exercise.tags.join(', '),
      })),
      loading: isFetching,
      failed: !!error,
    }),
    [data, isFetching, error],
  );
}

/** Tactic boards for the planner's picker, searched by name (the boards feature's header list). */
function useBoards(pattern: string, { skip }: { skip: boolean }): CatalogResults {
  const { data, isFetching, error } = useGetTacticBoardHeadersQuery(nameQuery(pattern), { skip });
  return useMemo(
    () => ({
      entries: (data?.tacticboards ?? []).map((board) => ({
        _id: board._id,
        name: board.name,
        detail: board.tags.join(', '),
      })),
      loading: isFetching,
      failed: !!error,
    }),
    [data, isFetching, error],
  );
}

const catalog: PlannerCatalog = { useExercises, useBoards };

export function Component() {
  return <PlannerPage catalog={catalog} />;
}
