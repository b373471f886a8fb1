import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP every mail is logged and written to `outbox/` as an `.eml` file, so a local user
 * can follow the link in it. The body is plain 8-bit text so links stay readable.
 */
export function outboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const date = new Date();
      const file = path.join(
        outboxDir,
        `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      const eml = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${date.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(file, eml, 'utf8');
      log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail written to outbox',
      );
    },
    close: () => undefined,
  };
}
