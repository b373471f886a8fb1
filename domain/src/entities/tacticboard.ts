import { z } from 'zod';
import { courtBackgroundSchema, pageSchema } from '../board/page.ts';
import {
  labelListSchema,
  MARKDOWN_MAX,
  paginationSchema,
  storedVersionSchema,
} from './exercise.ts';

export const BOARD_NAME_MAX = 200;
export const MAX_PAGES = 100;

/** A page as the API returns it: the page data plus its id and its revision (for 409 on stale saves). */
export const boardPageSchema = pageSchema.extend({
  _id: z.uuid(),
  revision: z.number().int().min(1),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

/** Page data a client sends. Validated and sanitised by the page rules on the server, so loosely typed here. */
export const pageInputSchema = z
  .looseObject({})
  .describe('Page data: { objects: [...], backgroundImage: { src } }');
/** Body of a page save: the page data with the revision the client last read (409 when stale). */
export const pageSaveBodySchema = pageInputSchema
  .extend({ revision: storedVersionSchema })
  .describe('Page data plus `revision`: the revision of the page you edited');
export type PageSaveBody = z.infer<typeof pageSaveBodySchema>;

const boardMetaFields = {
  name: z.string().trim().min(1).max(BOARD_NAME_MAX),
  tags: labelListSchema,
  isPrivate: z.boolean(),
  description: z.string().max(MARKDOWN_MAX),
  coaching_points: z.string().max(MARKDOWN_MAX),
};

/** Body of POST /api/tacticboards/{id}/duplicate, optional: the copy's name, "Copy of …" without. */
export const tacticBoardDuplicateSchema = z
  .object({ name: boardMetaFields.name.optional() })
  // Fastify hands a request without a body on as null.
  .nullish()
  .describe("The copy's name in the caller's language; left out, \"Copy of\" and the board's name");
export type TacticBoardDuplicate = z.infer<typeof tacticBoardDuplicateSchema>;

/** Body of POST /api/tacticboards. Without pages the board starts with one empty page on `background`. */
export const tacticBoardCreateSchema = z.object({
  name: boardMetaFields.name,
  tags: boardMetaFields.tags.default([]),
  isPrivate: boardMetaFields.isPrivate.default(false),
  description: boardMetaFields.description.default(''),
  coaching_points: boardMetaFields.coaching_points.default(''),
  background: courtBackgroundSchema.optional(),
  pages: z.array(pageInputSchema).min(1).max(MAX_PAGES).optional(),
});
export type TacticBoardCreate = z.input<typeof tacticBoardCreateSchema>;

/** Body of PATCH /api/tacticboards/{id}/meta; `version` makes the change conditional (409 when stale). */
export const tacticBoardMetaSchema = z
  .object({
    name: boardMetaFields.name.optional(),
    tags: boardMetaFields.tags.optional(),
    isPrivate: boardMetaFields.isPrivate.optional(),
    description: boardMetaFields.description.optional(),
    coaching_points: boardMetaFields.coaching_points.optional(),
    version: storedVersionSchema.optional(),
  })
  .strict();
export type TacticBoardMeta = z.input<typeof tacticBoardMetaSchema>;

/**
 * Body of PUT /api/tacticboards/{id}: name, pages (they replace the stored ones in order) and
 * version; tags, isPrivate, description and coaching_points change only when given.
 */
export const tacticBoardUpdateSchema = z.object({
  name: boardMetaFields.name,
  // Left out, these keep their stored values: a PUT replaces the pages, never the privacy unasked.
  tags: boardMetaFields.tags.optional(),
  isPrivate: boardMetaFields.isPrivate.optional(),
  description: boardMetaFields.description.optional(),
  coaching_points: boardMetaFields.coaching_points.optional(),
  pages: z.array(pageInputSchema).min(1).max(MAX_PAGES),
  version: storedVersionSchema,
});
export type TacticBoardUpdate = z.input<typeof tacticBoardUpdateSchema>;

const boardHeaderFields = {
  _id: z.uuid(),
  name: z.string(),
  /** Owner's id. */
  user: z.string(),
  /** Owner's display name. */
  creator: z.string(),
  tags: z.array(z.string()),
  isPrivate: z.boolean(),
  description: z.string(),
  coaching_points: z.string(),
  favorite: z.boolean(),
  /** Raised by every change of the board's meta data or page order. */
  version: z.number(),
  pageCount: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A list item without pages, plus its first page for a preview. */
export const tacticBoardHeaderSchema = z.object({
  ...boardHeaderFields,
  firstPage: boardPageSchema.nullable(),
});
export type TacticBoardHeader = z.infer<typeof tacticBoardHeaderSchema>;

export const tacticBoardSchema = z.object({
  ...boardHeaderFields,
  pages: z.array(boardPageSchema),
});
export type TacticBoard = z.infer<typeof tacticBoardSchema>;

export const tacticBoardHeaderListSchema = z.object({
  tacticboards: z.array(tacticBoardHeaderSchema),
  pagination: paginationSchema,
});
export type TacticBoardHeaderList = z.infer<typeof tacticBoardHeaderListSchema>;

export const tacticBoardListSchema = z.object({
  tacticboards: z.array(tacticBoardSchema),
  pagination: paginationSchema,
});
export type TacticBoardList = z.infer<typeof tacticBoardListSchema>;
