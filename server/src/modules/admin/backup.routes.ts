import type { FastifyInstance } from 'fastify';
import { isAdmin } from '@courtside/domain';
import { requireUser } from '../../plugins/auth.ts';
import { badRequest, forbidden } from '../../shared/http-error.ts';
import { bearerSecurity, errorResponses } from '../../shared/route-schemas.ts';

/** The embedded database's name for a backup file taken now. */
export const backupFileName = (now = new Date()) =>
  `courtside-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * A backup of the embedded database while the server runs (admins only): PGlite's own dump of
 * its data folder, consistent because PGlite answers one statement at a time. PostgreSQL has its
 * own tools for this.
 */
export async function backupRoutes(app: FastifyInstance) {
  // Untyped on purpose: the 200 is a binary archive, which the typed reply of the zod provider
  // (errors only here) would not accept.
  app.get(
    '/api/admin/backup',
    {
      schema: {
        tags: ['admin'],
        summary: 'Download a backup of the embedded database (admin; gzip tarball)',
        security: bearerSecurity,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      if (!isAdmin(requireUser(request))) {
        throw forbidden('ADMIN_ONLY', 'Only an admin may download a backup');
      }
      const { backup } = app.database;
      if (!backup) {
        throw badRequest(
          'BACKUP_POSTGRES',
          'This server uses PostgreSQL: back it up with pg_dump or continuous archiving',
        );
      }
      const archive = Buffer.from(await (await backup()).arrayBuffer());
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backupFileName()}"`)
        .send(archive);
    },
  );
}
