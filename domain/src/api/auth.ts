import { z } from 'zod';
import { emailSchema, passwordSchema, userNameSchema } from '../entities/user.ts';

const tokenSchema = z.string().min(16).max(200);

export const registerBodySchema = z.object({
  name: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(1000),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const verifyEmailBodySchema = z.object({ emailToken: tokenSchema });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export const resetPasswordBodySchema = z.object({ email: emailSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const updatePasswordBodySchema = z.object({
  passwordResetToken: tokenSchema,
  password: passwordSchema,
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every error the API answers with. */
export const errorResponseSchema = z.object({
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
