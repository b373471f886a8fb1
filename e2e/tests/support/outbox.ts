import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR as string, 'outbox');

type LinkPath = '/verifyEmail' | '/updatePassword';

const linkPattern = (pathname: LinkPath) => new RegExp(`https?://[^\\s/]+(${pathname}\\?[^\\s]+)`);

/** The newest mail to the address that carries a `pathname` link, if one has arrived. */
async function findLink(to: string, pathname: LinkPath): Promise<string | undefined> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = await readFile(path.join(outboxDir(), file), 'utf8');
    if (!text.includes(`\r\nTo: ${to}\r\n`)) continue;
    const link = linkPattern(pathname).exec(text)?.[1];
    if (link) return link;
  }
  return undefined;
}

/**
 * The path and query of the newest `pathname` link mailed to the address, waiting for that mail:
 * the server answers before it mails, and an older mail to the same address (the verification
 * before a password reset) must not be taken for it.
 */
export async function linkFromOutbox(to: string, pathname: LinkPath): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await findLink(to, pathname)), { timeout: 10_000 })
    .toBeTruthy();
  return link as string;
}
