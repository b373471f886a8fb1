import type { AccessSubject } from '@courtside/domain';
import type { Db } from '../db/client.ts';
import type { AppError } from './http-error.ts';

/**
 * The kinds of resource that are shared by grants and kept as favorites. A new kind is one more
 * name here; the compiler then asks the access and favorites repositories for its tables.
 */
export type ResourceKind = 'exercise' | 'tacticboard' | 'practicePlan';

/**
 * What the access and favorites modules need of a kind of resource; its own module supplies it,
 * so access and favorites never reach into that module's tables or rules.
 */
export interface SharedResource {
  kind: ResourceKind;
  /** The collection's path segment and OpenAPI tag: `/api/{path}`, `/api/favorites/{path}`. */
  path: string;
  /** e.g. `Tactic board`, for messages and docs. */
  label: string;
  /** Owner, privacy and grants; the kind's own 404 when there is no such resource. */
  subjectOf(db: Db, id: string): Promise<AccessSubject>;
  /** The kind's own 404, for a resource the caller may not see. */
  notFound(): AppError;
}
