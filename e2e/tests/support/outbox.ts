import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR as string, 'outbox');

async function findMail(to: string): Promise<string | undefined> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = await readFile(path.join(outboxDir(), file), 'utf8');
    if (text.includes(`\r\nTo: ${to}\r\n`)) return text;
  }
  return undefined;
}

/** The path and query of the newest link in a mail to the address, waiting for the mail to arrive. */
export async function linkFromOutbox(
  to: string,
  pathname: '/verifyEmail' | '/updatePassword',
): Promise<string> {
  let mail: string | undefined;
  await expect.poll(async () => (mail = await findMail(to)), { timeout: 10_000 }).toBeTruthy();
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?[^\\s]+)`).exec(mail as string);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the mail to ${to}`);
  return match[1];
}
