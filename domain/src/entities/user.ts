import { z } from 'zod';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const roleSchema = z.string().trim().min(1).max(40);

/** Display name of a user: trimmed, 1–100 characters. */
export const userNameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** E-mail addresses are trimmed and compared case-insensitively, so they are stored lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A user as the API returns it. */
export const userSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** The identity carried in an access token. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
