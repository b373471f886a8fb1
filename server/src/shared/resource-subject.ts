import { resolveAccess, type AccessSubject, type Caller } from '@courtside/domain';
import type { Db } from '../db/client.ts';
import type { AppError } from './http-error.ts';

/**
 * A kind's access subject by id, answering the kind's own 404 both for an id that does not exist
 * and for one the caller may not see, so ids leak nothing.
 */
export function subjectGuards(
  find: (db: Db, id: string) => Promise<AccessSubject | undefined>,
  notFound: () => AppError,
) {
  async function subjectOf(db: Db, id: string): Promise<AccessSubject> {
    const subject = await find(db, id);
    if (!subject) throw notFound();
    return subject;
  }

  async function visibleSubject(db: Db, caller: Caller | null, id: string): Promise<AccessSubject> {
    const subject = await subjectOf(db, id);
    if (!resolveAccess(caller, subject).hasAccess) throw notFound();
    return subject;
  }

  return { subjectOf, visibleSubject };
}
