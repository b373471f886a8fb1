import { eq, sql } from 'drizzle-orm';
import type { User } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { users, type UserRow } from './users.table.ts';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    roles?: string[];
    emailVerifiedAt?: Date | null;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'roles' | 'passwordHash' | 'emailVerifiedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** What deleting the account would delete with it, for the confirmation the client shows. */
export async function countOwnedContent(db: Db, userId: string) {
  const count = (
    table: 'exercises' | 'tacticboards' | 'practiceplans' | 'grants' | 'favorites',
  ) => {
    switch (table) {
      case 'exercises':
        return sql<number>`(select count(*)::int from ${schema.exercises} where ${schema.exercises.ownerId} = ${userId})`;
      case 'tacticboards':
        return sql<number>`(select count(*)::int from ${schema.tacticboards} where ${schema.tacticboards.ownerId} = ${userId})`;
      case 'practiceplans':
        return sql<number>`(select count(*)::int from ${schema.practicePlans} where ${schema.practicePlans.ownerId} = ${userId})`;
      case 'grants':
        return sql<number>`((select count(*)::int from ${schema.exerciseAccess} where ${schema.exerciseAccess.userId} = ${userId})
          + (select count(*)::int from ${schema.tacticboardAccess} where ${schema.tacticboardAccess.userId} = ${userId})
          + (select count(*)::int from ${schema.practicePlanAccess} where ${schema.practicePlanAccess.userId} = ${userId}))`;
      case 'favorites':
        return sql<number>`((select count(*)::int from ${schema.exerciseFavorites} where ${schema.exerciseFavorites.userId} = ${userId})
          + (select count(*)::int from ${schema.tacticboardFavorites} where ${schema.tacticboardFavorites.userId} = ${userId})
          + (select count(*)::int from ${schema.practicePlanFavorites} where ${schema.practicePlanFavorites.userId} = ${userId}))`;
    }
  };
  const [row] = await db
    .select({
      exercises: count('exercises'),
      tacticboards: count('tacticboards'),
      practiceplans: count('practiceplans'),
      grants: count('grants'),
      favorites: count('favorites'),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
