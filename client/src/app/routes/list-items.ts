import type { ListCardItem } from '../../components/item-list-card.tsx';

interface Named {
  _id: string;
  name: string;
  tags?: readonly string[];
}

export const exerciseItems = (
  list: { exercises: readonly Named[] } | undefined,
): ListCardItem[] | undefined =>
  list?.exercises.map((exercise) => ({
    id: exercise._id,
    name: exercise.name,
    to: `/exercises/${exercise._id}`,
    secondary: exercise.tags?.join(', '),
  }));

export const boardItems = (
  list: { tacticboards: readonly Named[] } | undefined,
): ListCardItem[] | undefined =>
  list?.tacticboards.map((board) => ({
    id: board._id,
    name: board.name,
    to: `/tacticboards/${board._id}`,
    secondary: board.tags?.join(', '),
  }));

export const planItems = (
  list: { practiceplans: readonly Named[] } | undefined,
): ListCardItem[] | undefined =>
  list?.practiceplans.map((plan) => ({
    id: plan._id,
    name: plan.name,
    to: `/practice-plans/${plan._id}`,
    secondary: plan.tags?.join(', '),
  }));

/** Lists on the start page and the profile are short; the full lists are one click away. */
export const RECENT = { sortBy: 'updated', sortOrder: 'desc', limit: 5 } as const;
