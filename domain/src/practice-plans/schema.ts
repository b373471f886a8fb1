import { z } from 'zod';
import {
  labelListSchema,
  MARKDOWN_MAX,
  paginationSchema,
  storedVersionSchema,
} from '../entities/exercise.ts';
import { BOARD_NAME_MAX } from '../entities/tacticboard.ts';

/** Same limit as a board's or an exercise's name. */
export const PLAN_NAME_MAX = BOARD_NAME_MAX;
export const MAX_PLAN_SECTIONS = 20;
/** Items of all sections together; a parallel item counts once, whatever its groups. */
export const MAX_PLAN_ITEMS = 60;
export const SECTION_TITLE_MAX = 100;
export const PLAN_TEXT_MAX = 2000;
export const BREAK_NOTE_MAX = 200;
export const GROUP_LABEL_MAX = 50;
export const MIN_PARALLEL_GROUPS = 2;
export const MAX_PARALLEL_GROUPS = 6;
export const MAX_ITEM_MINUTES = 240;
/** A session longer than 12 hours is no practice. */
export const MAX_PLANNED_MINUTES = 720;
export const MAX_HEAD_COUNT = 200;

/** Quadball positions, as a coach splits a team into parallel groups. */
export const PLAN_POSITIONS = ['beaters', 'chasers', 'keepers', 'seekers'] as const;
export const planPositionSchema = z.enum(PLAN_POSITIONS, {
  message: `must be one of ${PLAN_POSITIONS.join(', ')}`,
});
export type PlanPosition = z.infer<typeof planPositionSchema>;

const wholeMinutes = (min: number) =>
  z
    .number({ message: 'must be a number of minutes' })
    .int({ message: 'must be whole minutes' })
    .min(min, { message: `must be at least ${min} minute${min === 1 ? '' : 's'}` })
    .max(MAX_ITEM_MINUTES, { message: `must be at most ${MAX_ITEM_MINUTES} minutes` });
/** Exercises, boards and breaks take time. */
const activeMinutesSchema = wholeMinutes(1);
// A free-text item may be a plain note ("bring bibs") that takes no time of its own.
const textMinutesSchema = wholeMinutes(0);

const clientIdSchema = z.uuid({ message: 'must be a UUID' });

const exerciseActivitySchema = z.object({
  kind: z.literal('exercise'),
  exerciseId: z.uuid({ message: 'must be the UUID of an exercise' }),
  minutes: activeMinutesSchema,
});
const tacticboardActivitySchema = z.object({
  kind: z.literal('tacticboard'),
  tacticboardId: z.uuid({ message: 'must be the UUID of a tactic board' }),
  minutes: activeMinutesSchema,
});
const textActivitySchema = z.object({
  kind: z.literal('text'),
  text: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(PLAN_TEXT_MAX, { message: `must be at most ${PLAN_TEXT_MAX} characters` }),
  minutes: textMinutesSchema,
});
const breakActivitySchema = z.object({
  kind: z.literal('break'),
  minutes: activeMinutesSchema,
  note: z
    .string()
    .trim()
    .max(BREAK_NOTE_MAX, { message: `must be at most ${BREAK_NOTE_MAX} characters` })
    .optional(),
});

const kindMessage = { message: 'must be one of exercise, tacticboard, text' };

/** What one parallel group does: an exercise, a board or a free text, with its minutes. */
export const groupActivitySchema = z.discriminatedUnion(
  'kind',
  [exerciseActivitySchema, tacticboardActivitySchema, textActivitySchema],
  kindMessage,
);
export type GroupActivity = z.infer<typeof groupActivitySchema>;

/**
 * One of the groups that train at the same time. Positions may repeat across groups of one
 * item (two chaser groups on two drills) but not within a group.
 */
export const planGroupSchema = z
  .object({
    _id: clientIdSchema,
    label: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(GROUP_LABEL_MAX, { message: `must be at most ${GROUP_LABEL_MAX} characters` }),
    positions: z
      .array(planPositionSchema)
      .min(1, { message: 'must name at least one position' })
      .max(PLAN_POSITIONS.length)
      .refine((positions) => new Set(positions).size === positions.length, {
        message: 'must not name a position twice',
      }),
    activity: groupActivitySchema,
  })
  .meta({ id: 'PracticePlanGroup' });
export type PlanGroup = z.infer<typeof planGroupSchema>;

const withId = { _id: clientIdSchema };
export const exerciseItemSchema = exerciseActivitySchema.extend(withId);
export const tacticboardItemSchema = tacticboardActivitySchema.extend(withId);
export const breakItemSchema = breakActivitySchema.extend(withId);
export const textItemSchema = textActivitySchema.extend(withId);
/** Groups that run side by side; the item lasts as long as its longest group. */
export const parallelItemSchema = z.object({
  _id: clientIdSchema,
  kind: z.literal('parallel'),
  groups: z
    .array(planGroupSchema)
    .min(MIN_PARALLEL_GROUPS, { message: `must hold at least ${MIN_PARALLEL_GROUPS} groups` })
    .max(MAX_PARALLEL_GROUPS, { message: `must hold at most ${MAX_PARALLEL_GROUPS} groups` }),
});

export const PLAN_ITEM_KINDS = ['exercise', 'tacticboard', 'break', 'text', 'parallel'] as const;

export const planItemSchema = z
  .discriminatedUnion(
    'kind',
    [
      exerciseItemSchema,
      tacticboardItemSchema,
      breakItemSchema,
      textItemSchema,
      parallelItemSchema,
    ],
    { message: `must be one of ${PLAN_ITEM_KINDS.join(', ')}` },
  )
  .meta({ id: 'PracticePlanItem' });
export type PlanItem = z.infer<typeof planItemSchema>;
export type PlanItemKind = PlanItem['kind'];
export type ExerciseItem = z.infer<typeof exerciseItemSchema>;
export type TacticboardItem = z.infer<typeof tacticboardItemSchema>;
export type BreakItem = z.infer<typeof breakItemSchema>;
export type TextItem = z.infer<typeof textItemSchema>;
export type ParallelItem = z.infer<typeof parallelItemSchema>;
/** Anything that takes minutes on its own: an item other than a parallel one, or a group's activity. */
export type PlanActivity = GroupActivity | z.infer<typeof breakActivitySchema>;

export const planSectionSchema = z
  .object({
    _id: clientIdSchema,
    title: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(SECTION_TITLE_MAX, { message: `must be at most ${SECTION_TITLE_MAX} characters` }),
    items: z.array(planItemSchema).max(MAX_PLAN_ITEMS, {
      message: `must hold at most ${MAX_PLAN_ITEMS} items`,
    }),
  })
  .meta({ id: 'PracticePlanSection' });
export type PlanSection = z.infer<typeof planSectionSchema>;

/** A calendar day, YYYY-MM-DD, checked against the calendar (no 2025-02-30). */
export const planDateSchema = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
/** A 24-hour clock time, HH:MM. */
export const clockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM (24 h)' });

const planFields = {
  name: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(PLAN_NAME_MAX, { message: `must be at most ${PLAN_NAME_MAX} characters` }),
  description: z
    .string()
    .max(MARKDOWN_MAX, { message: `must be at most ${MARKDOWN_MAX} characters` }),
  tags: labelListSchema,
  isPrivate: z.boolean(),
  date: planDateSchema.nullable(),
  startTime: clockTimeSchema.nullable(),
  /** How many players the coach expects. */
  headCount: z
    .number()
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(MAX_HEAD_COUNT, { message: `must be at most ${MAX_HEAD_COUNT}` })
    .nullable(),
  /** The planned length of the session, to warn when the items take longer. */
  plannedMinutes: z
    .number()
    .int({ message: 'must be whole minutes' })
    .min(1, { message: 'must be at least 1 minute' })
    .max(MAX_PLANNED_MINUTES, { message: `must be at most ${MAX_PLANNED_MINUTES} minutes` })
    .nullable(),
  sections: z
    .array(planSectionSchema)
    .max(MAX_PLAN_SECTIONS, { message: `must hold at most ${MAX_PLAN_SECTIONS} sections` }),
};

const planContentFields = {
  name: planFields.name,
  description: planFields.description.default(''),
  tags: planFields.tags.default([]),
  isPrivate: planFields.isPrivate.default(false),
  date: planFields.date.default(null),
  startTime: planFields.startTime.default(null),
  headCount: planFields.headCount.default(null),
  plannedMinutes: planFields.plannedMinutes.default(null),
  sections: planFields.sections.default([]),
};

/**
 * Rules over the whole plan: the item budget, and ids unique across sections, items and groups
 * (the planner finds what to move or undo by id).
 */
function checkPlanWide(plan: { sections: PlanSection[] }, ctx: z.RefinementCtx): void {
  const itemCount = plan.sections.reduce((count, section) => count + section.items.length, 0);
  if (itemCount > MAX_PLAN_ITEMS) {
    ctx.addIssue({
      code: 'custom',
      path: ['sections'],
      message: `must hold at most ${MAX_PLAN_ITEMS} items in all sections together (has ${itemCount})`,
    });
  }
  const seen = new Set<string>();
  const claim = (id: string, path: (string | number)[]) => {
    if (seen.has(id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, '_id'],
        message: 'must be unique in the plan',
      });
    }
    seen.add(id);
  };
  plan.sections.forEach((section, s) => {
    claim(section._id, ['sections', s]);
    section.items.forEach((item, i) => {
      const itemPath = ['sections', s, 'items', i];
      claim(item._id, itemPath);
      if (item.kind !== 'parallel') return;
      item.groups.forEach((group, g) => claim(group._id, [...itemPath, 'groups', g]));
    });
  });
}

/** Body of POST /api/practice-plans. Fields the server owns (_id, user, dates, …) are ignored. */
export const practicePlanCreateSchema = z
  .object(planContentFields)
  .superRefine(checkPlanWide)
  .meta({ id: 'PracticePlanCreate' });
export type PracticePlanCreate = z.input<typeof practicePlanCreateSchema>;
/** A plan's own content, as the rules work on it (a stored plan is one too). */
export type PracticePlanContent = z.output<typeof practicePlanCreateSchema>;

/**
 * Body of PUT /api/practice-plans/{id}: the whole plan with the version it was read at (409 when
 * stale). Left out, `isPrivate` keeps its stored value: saving the planner never changes privacy.
 */
export const practicePlanUpdateSchema = z
  .object({
    ...planContentFields,
    isPrivate: planFields.isPrivate.optional(),
    version: storedVersionSchema,
  })
  .superRefine(checkPlanWide)
  .meta({ id: 'PracticePlanUpdate' });
export type PracticePlanUpdate = z.input<typeof practicePlanUpdateSchema>;

const planHeaderFields = {
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  isPrivate: z.boolean(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  headCount: z.number().nullable(),
  plannedMinutes: z.number().nullable(),
  /** Sum of the sections' minutes, computed by the server. */
  totalMinutes: z.number(),
  /** Owner's id. */
  user: z.string(),
  /** Owner's display name. */
  creator: z.string(),
  favorite: z.boolean(),
  /** Raised by every change; send it back with an update. */
  version: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** What a plan shows of an exercise it names: enough for the planner, the needs and the print sheet. */
export const referencedExerciseSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    persons: z.number(),
    beaters: z.number(),
    chasers: z.number(),
    materials: z.array(z.string()),
    /** The exercise's own total minutes (its `time_min`), not the minutes the plan gives it. */
    time: z.number(),
  })
  .meta({ id: 'PracticePlanReferencedExercise' });
export type ReferencedExercise = z.infer<typeof referencedExerciseSchema>;

/** What a plan shows of a tactic board it names. */
export const referencedBoardSchema = z
  .object({ _id: z.uuid(), name: z.string() })
  .meta({ id: 'PracticePlanReferencedBoard' });
export type ReferencedBoard = z.infer<typeof referencedBoardSchema>;

export const planReferencedSchema = z
  .object({
    exercises: z.array(referencedExerciseSchema),
    tacticboards: z.array(referencedBoardSchema),
  })
  .meta({
    description:
      'The exercises and tactic boards the plan names (parallel groups included) that the caller can see, each once in plan order, so a client shows names and needs without one request per item. What the caller cannot see is in `unavailable` instead. Computed by the server on every read; ignored in a request.',
  });
export type PlanReferenced = z.infer<typeof planReferencedSchema>;

/** A plan as the API returns it. */
export const practicePlanSchema = z
  .object({
    ...planHeaderFields,
    sections: z.array(planSectionSchema),
    unavailable: z.array(z.uuid()).meta({
      description:
        'Ids of the exercises and tactic boards the plan names that the caller cannot see (deleted, made private, access revoked): show those items as "no longer available". Computed by the server on every read; ignored in a request.',
    }),
    referenced: planReferencedSchema,
  })
  .meta({ id: 'PracticePlan' });
export type PracticePlan = z.infer<typeof practicePlanSchema>;

/** A list entry: the plan without its sections. */
export const practicePlanHeaderSchema = z
  .object({ ...planHeaderFields, itemCount: z.number() })
  .meta({ id: 'PracticePlanHeader' });
export type PracticePlanHeader = z.infer<typeof practicePlanHeaderSchema>;

/** `practiceplans`, spelled as QuadCoach's client reads it: one list answer for both clients (issue 18). */
export const practicePlanListResponseSchema = z
  .object({ practiceplans: z.array(practicePlanHeaderSchema), pagination: paginationSchema })
  .meta({ id: 'PracticePlanList' });
export type PracticePlanListResponse = z.infer<typeof practicePlanListResponseSchema>;
