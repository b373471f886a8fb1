import { z } from 'zod';

/**
 * Shapes of the QuadCoach web client's calls that Courtside answers beside its own (issue 18,
 * docs/quadcoach-compat.md). Only the compatibility routes use them; our client speaks the
 * domain's schemas.
 */

export const quadcoachTag = 'quadcoach-compat';

/** Every compatibility route's summary starts so, and the OpenAPI document groups them by tag. */
export const quadcoachSummary = (what: string) => `QuadCoach-compatible: ${what}`;

export const quadcoachMessageSchema = z.object({ message: z.string() });

export const favoriteRecordSchema = z.object({
  _id: z.uuid(),
  user: z.uuid(),
  exercise: z.uuid().optional(),
  tacticboard: z.uuid().optional(),
  practicePlan: z.uuid().optional(),
  createdAt: z.iso.datetime(),
});

export const favoriteHeaderSchema = z.object({ _id: z.uuid(), name: z.string() });

/** A user as QuadCoach's `/api/user/{id}` answers it: ours plus `active`. */
export const quadcoachUserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
