// `npm run db:restore <file>`: puts a backup from `npm run db:backup` in place of the embedded
// database in DATA_DIR (default ./data). Stop the server first. The database it replaces is
// kept beside it as pglite.before-restore-<time>.
import { access, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run db:restore <backup.tar.gz>');
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const target = path.join(dataDir, 'pglite');
  const archive = new Blob([await readFile(file)]);
  const exists = await access(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, aside);
    process.stdout.write(`The database it replaces is kept in ${aside}\n`);
  }
  await mkdir(target, { recursive: true });
  const db = await PGlite.create({
    dataDir: target,
    loadDataDir: archive,
    extensions: { pg_trgm },
  });
  const [{ count }] = (await db.query('select count(*)::int as count from users')).rows;
  await db.close();
  process.stdout.write(`Restored into ${target} (${count} accounts). Start the server again.\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
