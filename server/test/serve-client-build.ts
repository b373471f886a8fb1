import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { staticClientPlugin } from '../src/plugins/static-client.ts';

export interface ClientBuild {
  app: FastifyInstance;
  /** A GET of `url` with these request headers. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A server of nothing but a client build made of `files` (path in the build → content), written
 * to a throw-away folder, as the app registers it (the static client needs the cookie plugin).
 */
export async function serveClientBuild(
  files: Record<string, string | Buffer>,
): Promise<ClientBuild> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'client-build-'));
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dist, ...file.split('/'));
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
  const app = Fastify();
  await app.register(cookie);
  await app.register(staticClientPlugin, { distDir: dist });
  await app.ready();
  return {
    app,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
