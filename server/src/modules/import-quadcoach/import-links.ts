import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import {
  exerciseAccess,
  exerciseFavorites,
  exercises,
  practicePlanAccess,
  practicePlanFavorites,
  practicePlans,
  tacticboardAccess,
  tacticboardFavorites,
  tacticboards,
} from '../../db/schema.ts';
import type { FavoriteTable, GrantTable } from '../../db/shared-tables.ts';
import { fileOf, type CollectionName } from './collections.ts';
import type { ObjectIdRef } from './extended-json.ts';
import { missingTarget, type ImportContext } from './import-context.ts';
import type { RecordReport } from './import-report.ts';
import type { QuadcoachKind } from './import-quadcoach.table.ts';
import type { ExportData } from './read-export.ts';

/*
 * Access grants and favorites: links between a user and an exercise, board or plan. They have
 * no id of their own in Courtside (one per user and resource), so a second run finds them by
 * that pair. A link whose user or resource is not in the export points at something QuadCoach
 * deleted (it leaves such links behind): skipped, as QuadCoach ignores them too.
 */

type ResourceKind = Exclude<QuadcoachKind, 'user'>;

const RESOURCES = {
  exercise: { table: exercises, grants: exerciseAccess, favorites: exerciseFavorites },
  tacticboard: { table: tacticboards, grants: tacticboardAccess, favorites: tacticboardFavorites },
  practice_plan: {
    table: practicePlans,
    grants: practicePlanAccess,
    favorites: practicePlanFavorites,
  },
} as const satisfies Record<ResourceKind, unknown>;

interface Link {
  row: string;
  file: string;
  index: number;
  id: string;
  kind: ResourceKind;
  user: ObjectIdRef;
  resource: ObjectIdRef;
  createdAt: Date;
  access?: 'view' | 'edit';
}

async function ownerOfResource(ctx: ImportContext, kind: ResourceKind, id: string) {
  const known = ctx.owners.get(id);
  if (known) return known;
  const { table } = RESOURCES[kind];
  const [row] = await queryRows<{ owner_id: string }>(
    ctx.db,
    sql`select ${table.ownerId} as owner_id from ${table} where ${table.id} = ${id}`,
  );
  return row?.owner_id;
}

/** Both ends of a link, or undefined after skipping or refusing it. */
function endsOf(ctx: ImportContext, link: Link, r: RecordReport) {
  for (const [kind, target] of [
    ['user', link.user],
    [link.kind, link.resource],
  ] as const) {
    if (ctx.ids.resolve(kind, target.hex)) continue;
    const why = missingTarget(ctx, kind, target.hex);
    if (ctx.refused.has(`${kind}:${target.hex}`)) r.refuse(why);
    else r.skip(why);
    return undefined;
  }
  return {
    userId: ctx.ids.resolve('user', link.user.hex) as string,
    resourceId: ctx.ids.resolve(link.kind, link.resource.hex) as string,
  };
}

async function writeGrant(ctx: ImportContext, link: Link, table: GrantTable, r: RecordReport) {
  const ends = endsOf(ctx, link, r);
  if (!ends) return;
  if ((await ownerOfResource(ctx, link.kind, ends.resourceId)) === ends.userId) {
    return r.skip('the user owns it: an owner needs no grant');
  }
  const access = link.access ?? 'view';
  const inserted = await ctx.db
    .insert(table)
    .values({ ...ends, access, createdAt: link.createdAt })
    .onConflictDoNothing()
    .returning({ userId: table.userId });
  if (inserted.length > 0) return r.done('imported');
  await ctx.db
    .update(table)
    .set({ access })
    .where(and(eq(table.resourceId, ends.resourceId), eq(table.userId, ends.userId)));
  r.done('updated');
}

async function writeFavorite(
  ctx: ImportContext,
  link: Link,
  table: FavoriteTable,
  r: RecordReport,
) {
  const ends = endsOf(ctx, link, r);
  if (!ends) return;
  const inserted = await ctx.db
    .insert(table)
    .values({ ...ends, createdAt: link.createdAt })
    .onConflictDoNothing()
    .returning({ userId: table.userId });
  r.done(inserted.length > 0 ? 'imported' : 'updated');
}

const GRANT_FILES = [
  ['exerciseaccesses', 'exercise', 'exercise'],
  ['tacticboardaccesses', 'tacticboard', 'tacticboard'],
  ['practiceplanaccesses', 'practicePlan', 'practice_plan'],
] as const;

const FAVORITE_FILES = [
  ['exercisefavs', 'exercise', 'exercise'],
  ['tacticboardfavs', 'tacticboard', 'tacticboard'],
  ['practiceplanfavs', 'practicePlan', 'practice_plan'],
] as const;

interface LinkRecord {
  _id: ObjectIdRef;
  user: ObjectIdRef;
  createdAt?: Date | null;
  access?: 'view' | 'edit';
}

function linksOf(
  data: ExportData,
  collection: CollectionName,
  field: string,
  kind: ResourceKind,
): Link[] {
  return (data.records[collection] as { index: number; record: LinkRecord }[]).map(
    ({ index, record }) => ({
      row: collection,
      file: fileOf(collection),
      index,
      id: record._id.hex,
      kind,
      user: record.user,
      // The schema of `collection` requires `field` to be an ObjectId.
      resource: (record as unknown as Record<string, ObjectIdRef>)[field] as ObjectIdRef,
      createdAt: record.createdAt ?? record._id.createdAt,
      ...(record.access ? { access: record.access } : {}),
    }),
  );
}

async function importLinks(
  ctx: ImportContext,
  heading: string,
  links: Link[],
  write: (link: Link, r: RecordReport) => Promise<void>,
): Promise<void> {
  const first = links[0];
  if (!first) return;
  ctx.report.begin(first.row, heading, links.length);
  for (const link of links) {
    await write(link, ctx.report.record(link.row, link.file, link.index, link.id));
  }
  ctx.report.end(first.row);
}

export async function importGrants(ctx: ImportContext, data: ExportData): Promise<void> {
  for (const [collection, field, kind] of GRANT_FILES) {
    if (!data.present.has(collection)) continue;
    const table = RESOURCES[kind].grants;
    await importLinks(ctx, fileOf(collection), linksOf(data, collection, field, kind), (link, r) =>
      writeGrant(ctx, link, table, r),
    );
  }
}

export async function importFavorites(ctx: ImportContext, data: ExportData): Promise<void> {
  for (const [collection, field, kind] of FAVORITE_FILES) {
    if (!data.present.has(collection)) continue;
    const table = RESOURCES[kind].favorites;
    await importLinks(ctx, fileOf(collection), linksOf(data, collection, field, kind), (link, r) =>
      writeFavorite(ctx, link, table, r),
    );
  }
  // Favorites older QuadCoach versions kept in lists on the user.
  for (const [kind, field] of [
    ['exercise', 'favoriteExercises'],
    ['tacticboard', 'favoriteTacticboards'],
  ] as const) {
    const links = ctx.legacyFavorites[kind].map((favorite): Link => ({
      row: `users.${field}`,
      file: favorite.file,
      index: favorite.index,
      id: favorite.user.hex,
      kind,
      user: favorite.user,
      resource: favorite.resource,
      createdAt: ctx.now,
    }));
    const table = RESOURCES[kind].favorites;
    await importLinks(ctx, `users.json, ${field}`, links, (link, r) =>
      writeFavorite(ctx, link, table, r),
    );
  }
}
