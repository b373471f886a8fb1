import {
  totalMinutes,
  type PlanSection,
  type PracticePlan,
  type PracticePlanContent,
} from '@courtside/domain';

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';

/** A plan's own content with nothing filled in but the sections (and what the test names). */
export function planContent(
  sections: PlanSection[],
  overrides: Partial<PracticePlanContent> = {},
): PracticePlanContent {
  return {
    name: 'Tuesday practice',
    description: '',
    tags: [],
    isPrivate: false,
    date: null,
    startTime: null,
    headCount: null,
    plannedMinutes: null,
    sections,
    ...overrides,
  };
}

/**
 * A plan as GET /api/practice-plans/{id} answers it, around the sections (and whatever else) a
 * test names: what the server owns is filled in, the total computed as the server does.
 */
export function servedPlan(
  plan: { _id: string; sections: PlanSection[] } & Partial<PracticePlan>,
): PracticePlan {
  return {
    ...planContent(plan.sections),
    totalMinutes: totalMinutes(plan),
    user: OWNER_ID,
    creator: 'Coach Carter',
    favorite: false,
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    unavailable: [],
    referenced: { exercises: [], tacticboards: [] },
    ...plan,
  };
}
