import { z } from 'zod';
import { ObjectIdRef } from './extended-json.ts';

/*
 * QuadCoach's MongoDB collections as its Mongoose models define them (server/models/*.ts at
 * commit 0edd0ec), one strict schema each: a field no model ever had refuses the import, so a
 * file of another collection or another program is never read as this one. Fields older
 * QuadCoach versions wrote (MongoDB keeps them when a model drops them) are listed too; the
 * importer reads or reports them.
 */

const oid = z.instanceof(ObjectIdRef, { message: 'must be an ObjectId ({"$oid": "…"})' });
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const when = z.date({ message: 'must be a date ({"$date": "…"})' }).nullish();
const strings = z.array(z.string()).nullish();
const ids = z.array(oid).nullish();

/** What MongoDB and Mongoose add to every document (`timestamps: true` adds the dates). */
const documentFields = { _id: oid, __v: num, createdAt: when, updatedAt: when };
/** Sub-documents get an `_id` of their own unless their schema says otherwise. */
const subDocumentId = { _id: oid.optional() };

export const userRecordSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  email: z.string(),
  password: z.string(),
  roles: strings,
  active: flag,
  isVerified: flag,
  emailToken: text,
  passwordResetToken: text,
  lastActivity: when,
  // Before 2024-12 favorites were lists on the user; exercise lists were never used.
  favoriteExercises: ids,
  favoriteTacticboards: ids,
  exerciseLists: ids,
});

const descriptionBlockSchema = z.strictObject({
  ...subDocumentId,
  video_url: text,
  description: text,
  coaching_points: text,
  tactics_board: oid.nullish(),
  time_min: num,
});

export const exerciseRecordSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  materials: strings,
  time_min: num,
  beaters: num,
  chasers: num,
  persons: num,
  tags: strings,
  creator: text,
  user: oid.nullish(),
  description_blocks: z.array(descriptionBlockSchema).nullish(),
  related_to: ids,
  // The single description of exercises written before description blocks (2023).
  description: text,
  video_url: text,
  coaching_points: text,
  // The first JavaScript model's spelling of `chasers`.
  chaser: num,
});

const boardPageSchema = z.strictObject({
  ...subDocumentId,
  /** fabric's version string, not a schema version. */
  version: z.union([z.string(), z.number()]).nullish(),
  /** Canvas objects: read by the page rules, which report what they cannot keep. */
  objects: z.array(z.unknown()).nullish(),
  /** An object; an array of one in boards saved before 2023-12-19. */
  backgroundImage: z.unknown().optional(),
});

export const tacticboardRecordSchema = z.strictObject({
  ...documentFields,
  name: text,
  isPrivate: flag,
  tags: strings,
  creator: text,
  user: oid.nullish(),
  pages: z.array(boardPageSchema).nullish(),
  description: text,
  coaching_points: text,
  shareToken: text,
  // Written by versions of 2023 and by the first share links (2026-02); none is imported.
  related_to: ids,
  maxPlayerA: num,
  maxPlayerB: num,
  playerANumbers: z.array(z.number()).nullish(),
  playerBNumbers: z.array(z.number()).nullish(),
  shareTokenCreatedAt: when,
});

const planItemSchema = z.strictObject({
  ...subDocumentId,
  kind: z.enum(['exercise', 'break']),
  description: text,
  exerciseId: oid.nullish(),
  blockId: oid.nullish(),
  duration: num,
});

const planGroupSchema = z.strictObject({
  ...subDocumentId,
  name: z.string(),
  items: z.array(planItemSchema).nullish(),
});

const planSectionSchema = z.strictObject({
  ...subDocumentId,
  name: z.string(),
  targetDuration: num,
  groups: z.array(planGroupSchema).nullish(),
});

export const practicePlanRecordSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  description: text,
  tags: strings,
  sections: z.array(planSectionSchema).nullish(),
  user: oid,
  isPrivate: flag,
  shareToken: text,
});

const grantFields = { ...documentFields, user: oid, access: z.enum(['view', 'edit']) };
export const exerciseAccessRecordSchema = z.strictObject({ ...grantFields, exercise: oid });
export const tacticboardAccessRecordSchema = z.strictObject({ ...grantFields, tacticboard: oid });
export const practicePlanAccessRecordSchema = z.strictObject({ ...grantFields, practicePlan: oid });

const favoriteFields = { ...documentFields, user: oid };
export const exerciseFavRecordSchema = z.strictObject({ ...favoriteFields, exercise: oid });
export const tacticboardFavRecordSchema = z.strictObject({ ...favoriteFields, tacticboard: oid });
export const practicePlanFavRecordSchema = z.strictObject({ ...favoriteFields, practicePlan: oid });

export type UserRecord = z.output<typeof userRecordSchema>;
export type ExerciseRecord = z.output<typeof exerciseRecordSchema>;
export type DescriptionBlockRecord = z.output<typeof descriptionBlockSchema>;
export type TacticboardRecord = z.output<typeof tacticboardRecordSchema>;
export type BoardPageRecord = z.output<typeof boardPageSchema>;
export type PracticePlanRecord = z.output<typeof practicePlanRecordSchema>;
export type PlanSectionRecord = z.output<typeof planSectionSchema>;
export type PlanGroupRecord = z.output<typeof planGroupSchema>;
export type PlanItemRecord = z.output<typeof planItemSchema>;

/**
 * The collections imported, in the order they are written (owners before what they own, both
 * ends before a grant or favorite). The file of a collection is `<name>.json`: the name
 * Mongoose gives the collection, which is what `mongoexport --collection` takes.
 */
export const COLLECTION_SCHEMAS = {
  users: userRecordSchema,
  tacticboards: tacticboardRecordSchema,
  exercises: exerciseRecordSchema,
  practiceplans: practicePlanRecordSchema,
  exerciseaccesses: exerciseAccessRecordSchema,
  tacticboardaccesses: tacticboardAccessRecordSchema,
  practiceplanaccesses: practicePlanAccessRecordSchema,
  exercisefavs: exerciseFavRecordSchema,
  tacticboardfavs: tacticboardFavRecordSchema,
  practiceplanfavs: practicePlanFavRecordSchema,
} as const;

export type CollectionName = keyof typeof COLLECTION_SCHEMAS;
export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];
export type RecordOf<C extends CollectionName> = z.output<(typeof COLLECTION_SCHEMAS)[C]>;

/** Collections older QuadCoach versions had and Courtside has nothing for: counted, not read. */
export const COLLECTIONS_NOT_IMPORTED: Readonly<Record<string, string>> = {
  exerciselists: 'Courtside has no exercise lists (QuadCoach never showed them either)',
  exerciselistfavs: 'Courtside has no exercise lists (QuadCoach never showed them either)',
};

export const fileOf = (collection: string) => `${collection}.json`;
