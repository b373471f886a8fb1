import { hash, verify } from '@node-rs/argon2';
import { verify as verifyBcrypt } from '@node-rs/bcrypt';

// The library's default algorithm is argon2id; its Algorithm enum is not available at run time.
export const hashPassword = (password: string) => hash(password);

/**
 * A bcrypt hash as QuadCoach stores them (`$2a$`, `$2b$` or `$2y$`). Accounts imported from
 * QuadCoach keep theirs until their first login, which replaces it with argon2id.
 */
export function isBcryptHash(passwordHash: string): boolean {
  return /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash);
}

/** Whether a stored hash should be replaced by an argon2id hash once the password is known. */
export const needsRehash = (passwordHash: string) => isBcryptHash(passwordHash);

/** A hash of a random password, checked when the e-mail is unknown so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('not-a-real-password-just-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    if (isBcryptHash(passwordHash)) return await verifyBcrypt(password, passwordHash);
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
