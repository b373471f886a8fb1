import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; its Algorithm enum is not available at run time.
export const hashPassword = (password: string) => hash(password);

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
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
