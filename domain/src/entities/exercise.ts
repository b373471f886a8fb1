import { z } from 'zod';
import { accessLevelSchema } from '../permissions/access.ts';

export const EXERCISE_NAME_MAX = 200;
export const MAX_BLOCKS = 50;
export const MARKDOWN_MAX = 20_000;
export const MAX_TAGS = 30;
export const TAG_MAX_LENGTH = 50;
export const MAX_RELATED = 50;
export const MAX_COUNT = 1000;
export const MAX_BLOCK_MINUTES = 600;

const count = z.number().int().min(0).max(MAX_COUNT);
/** The largest value of the database's integer columns (versions, revisions). */
export const MAX_STORED_INT = 2_147_483_647;
/** A version or revision a client read: a count from 1 that the database can hold. */
export const storedVersionSchema = z.number().int().min(1).max(MAX_STORED_INT);

/** Tags and materials: trimmed, non-empty, de-duplicated case-insensitively (first spelling kept). */
export const labelListSchema = z
  .array(z.string().trim().min(1).max(TAG_MAX_LENGTH))
  .max(MAX_TAGS)
  .transform((items) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = item.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const videoUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'must be an http(s) URL',
  });

export const descriptionBlockInputSchema = z.object({
  _id: z.uuid().optional(),
  description: z.string().max(MARKDOWN_MAX).default(''),
  coaching_points: z.string().max(MARKDOWN_MAX).default(''),
  video_url: videoUrlSchema.default(''),
  tactics_board: z.uuid().nullable().default(null),
  time_min: z.number().int().min(0).max(MAX_BLOCK_MINUTES).default(0),
});
export type DescriptionBlockInput = z.input<typeof descriptionBlockInputSchema>;

export const descriptionBlockSchema = descriptionBlockInputSchema.extend({ _id: z.uuid() });
export type DescriptionBlock = z.infer<typeof descriptionBlockSchema>;

const exerciseFieldsSchema = z.object({
  name: z.string().trim().min(1).max(EXERCISE_NAME_MAX),
  persons: count.default(0),
  beaters: count.default(0),
  chasers: count.default(0),
  tags: labelListSchema.default([]),
  materials: labelListSchema.default([]),
  description_blocks: z.array(descriptionBlockInputSchema).max(MAX_BLOCKS).default([]),
  related_to: z.array(z.uuid()).max(MAX_RELATED).default([]),
});

const personsCoverRoles = (e: { persons: number; beaters: number; chasers: number }) =>
  e.persons >= e.beaters + e.chasers;
const personsMessage = { message: 'must be at least beaters + chasers', path: ['persons'] };

/** Body of POST /api/exercises. Fields the server owns (_id, user, creator, time_min, dates) are ignored. */
export const exerciseCreateSchema = exerciseFieldsSchema.refine(personsCoverRoles, personsMessage);
export type ExerciseCreate = z.input<typeof exerciseCreateSchema>;

/** Body of PUT /api/exercises/{id}: the whole exercise with the version it was read at. */
export const exerciseUpdateSchema = exerciseFieldsSchema
  .extend({ version: storedVersionSchema })
  .refine(personsCoverRoles, personsMessage);
export type ExerciseUpdate = z.input<typeof exerciseUpdateSchema>;

export const exerciseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  persons: z.number(),
  beaters: z.number(),
  chasers: z.number(),
  /** Sum of the blocks' minutes. */
  time_min: z.number(),
  tags: z.array(z.string()),
  materials: z.array(z.string()),
  description_blocks: z.array(descriptionBlockSchema),
  related_to: z.array(z.string()),
  /** Owner's id. */
  user: z.string(),
  /** Owner's display name. */
  creator: z.string(),
  favorite: z.boolean(),
  version: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  /** Matches, counted up to a cap (1,000 for exercises). */
  total: z.number(),
  pages: z.number(),
  /** False when counting stopped at the cap: there are more than `total` matches. */
  exact: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const exerciseListResponseSchema = z.object({
  exercises: z.array(exerciseSchema),
  pagination: paginationSchema,
});
export type ExerciseListResponse = z.infer<typeof exerciseListResponseSchema>;

export const tagSchema = z.object({ tagName: z.string() });
export const materialSchema = z.object({ materialName: z.string() });

/** An access entry as the access list returns it. */
export const accessEntrySchema = z.object({
  /** `email` only where a granter shared by typing the address. */
  user: z.object({ _id: z.string(), name: z.string(), email: z.string().optional() }),
  userId: z.string(),
  access: accessLevelSchema,
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const setAccessBodySchema = z.object({ userId: z.uuid(), access: accessLevelSchema });
export const removeAccessBodySchema = z.object({ userId: z.uuid() });
export const shareBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .transform((e) => e.toLowerCase()),
  access: accessLevelSchema,
});
export type ShareBody = z.input<typeof shareBodySchema>;
