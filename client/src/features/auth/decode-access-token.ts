import type { SessionUser } from '@courtside/domain';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The session user's shape, checked by hand rather than with the domain's zod schema: this runs
 * on every page before the first paint, and zod would more than double the eager bundle.
 */
function toSessionUser(payload: unknown): SessionUser | null {
  if (!payload || typeof payload !== 'object') return null;
  const { id, name, email, roles } = payload as Record<string, unknown>;
  if (!isString(id) || id.length === 0 || !isString(name) || !isString(email)) return null;
  if (!Array.isArray(roles) || !roles.every(isString)) return null;
  return { id, name, email, roles };
}

/**
 * Reads the session user from an access token's payload, for display only: the signature is
 * not checked here (the server does that on every call). Returns null for anything malformed.
 */
export function decodeAccessToken(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return toSessionUser(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}
