import { z } from 'zod';
import { roleSchema, userNameSchema } from '../entities/user.ts';

export const userIdParamsSchema = z.object({ id: z.uuid() });

export const updateUserBodySchema = z
  .object({
    name: userNameSchema.optional(),
    roles: z.array(roleSchema).max(20).optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** What deleting an account deletes with it. */
export const userContentSummarySchema = z.object({
  exercises: z.number(),
  tacticboards: z.number(),
  practiceplans: z.number(),
  grants: z.number(),
  favorites: z.number(),
});
export type UserContentSummary = z.infer<typeof userContentSummarySchema>;
