import type { SessionUser } from '@courtside/domain';

export interface SessionStanding {
  userId: string;
  roles: string[];
  revoked: boolean;
}

/** Sessions remembered at most; beyond that the memory starts over (a few bytes each). */
const MAX_REMEMBERED = 10_000;

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Whether an access token's session still counts: not logged out or revoked, its user still
 * there and holding the roles the token names. Answers from memory on the hot path; the memory
 * is dropped whenever sessions or users may have changed (a write through this instance, or a
 * change notification from the database), so a revocation takes effect with the next request.
 */
export class SessionGuard {
  readonly #lookup: (sessionId: string) => Promise<SessionStanding | undefined>;
  #known = new Map<string, SessionStanding | null>();

  constructor(lookup: (sessionId: string) => Promise<SessionStanding | undefined>) {
    this.#lookup = lookup;
  }

  async isCurrent(sessionId: string | undefined, user: SessionUser): Promise<boolean> {
    if (!sessionId) return false;
    let standing = this.#known.get(sessionId);
    if (standing === undefined) {
      const generation = this.#known;
      standing = (await this.#lookup(sessionId)) ?? null;
      // A change that arrived during the lookup dropped the memory: do not put old news back.
      if (generation === this.#known) {
        if (this.#known.size >= MAX_REMEMBERED) this.#known = new Map();
        this.#known.set(sessionId, standing);
      }
    }
    return (
      standing !== null &&
      !standing.revoked &&
      standing.userId === user.id &&
      sameRoles(standing.roles, user.roles)
    );
  }

  /** Sessions or users may have changed: look them up again. */
  forget(): void {
    this.#known = new Map();
  }
}
