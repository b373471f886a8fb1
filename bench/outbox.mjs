// The mails the built server writes to `DATA_DIR/outbox` (no mail server in a benchmark).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The e-mail verification token mailed to `email`, waiting up to 10 s for the mail. */
export async function verificationToken(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of await readdir(outbox).catch(() => [])) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      const token = mail.includes(`To: ${email}`) && /emailToken=([\w-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verification mail');
}
