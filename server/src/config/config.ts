import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: readonly string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Courtside <no-reply@courtside.local>'),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Base of the links written into e-mails, without a trailing slash. */
  publicBaseUrl: string;
  jwtSecret: string | undefined;
  adminEmails: string[];
  trustProxy: boolean;
  /** Calls per minute and IP to the API in general. */
  rateLimitPerMinute: number;
  /** Calls per minute and IP to login, register, resetPassword and updatePassword. */
  authRateLimitPerMinute: number;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  clientDistDir: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once; every setting of the server comes from here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    clientDistDir: e.CLIENT_DIST_DIR,
  };
}
