import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32) });

/**
 * Returns the JWT signing secret: the configured one, or one generated on first start and kept
 * in DATA_DIR so tokens survive a restart.
 */
export async function resolveJwtSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))).jwtSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600, flag: 'wx' });
  return jwtSecret;
}
