// `npm run db:backup [file]`: downloads a backup of the running server's embedded database.
// Needs an admin account: COURTSIDE_ADMIN_EMAIL and COURTSIDE_ADMIN_PASSWORD; the server's
// address is COURTSIDE_URL (default http://localhost:3000, or PORT).
import { writeFile } from 'node:fs/promises';

const base = process.env.COURTSIDE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const email = process.env.COURTSIDE_ADMIN_EMAIL;
const password = process.env.COURTSIDE_ADMIN_PASSWORD;

async function main() {
  if (!email || !password) {
    throw new Error('set COURTSIDE_ADMIN_EMAIL and COURTSIDE_ADMIN_PASSWORD (an admin account)');
  }
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const response = await fetch(`${base}/api/admin/backup`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`backup failed: ${response.status} ${await response.text()}`);
  const suggested = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const file = process.argv[2] ?? suggested?.[1] ?? 'courtside-backup.tar.gz';
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  process.stdout.write(`Backup written to ${file}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
