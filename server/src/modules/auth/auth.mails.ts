import type { Mail } from '../../shared/mail.ts';

/** Mails go out in German and English: the server does not know the reader's language. */
export function verificationMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Courtside: E-Mail-Adresse bestätigen / Verify your e-mail address',
    text: [
      `Hallo ${name},`,
      '',
      'bitte bestätige deine E-Mail-Adresse für Courtside mit diesem Link (48 Stunden gültig):',
      link,
      '',
      `Hello ${name},`,
      '',
      'please verify your e-mail address for Courtside with this link (valid for 48 hours):',
      link,
      '',
      'Wenn du dich nicht registriert hast, ignoriere diese E-Mail. / If you did not register, ignore this mail.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Courtside: Passwort zurücksetzen / Reset your password',
    text: [
      `Hallo ${name},`,
      '',
      'mit diesem Link setzt du ein neues Passwort für Courtside (1 Stunde gültig):',
      link,
      '',
      `Hello ${name},`,
      '',
      'use this link to set a new password for Courtside (valid for 1 hour):',
      link,
      '',
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail. / If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}
