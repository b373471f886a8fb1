import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { exercises, practicePlans, tacticboards, users } from '../../db/schema.ts';
import { quadcoachIdMap, type QuadcoachKind } from './import-quadcoach.table.ts';

/** The namespace of the name-based ids below; any fixed UUID would do, this one is ours. */
const NAMESPACE = Buffer.from('6f1c2b8e4d3a4f0e9b7c5a1d2e3f4a5b', 'hex');

/**
 * A name-based UUID (version 5, RFC 9562): the same name always gives the same id. New rows get
 * one made from their ObjectId, so a second import of the same export finds them again even
 * where the stored mapping says nothing (sub-documents inside JSON, which have no row).
 */
export function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a sub-document (a block, a plan section, a canvas object) under its parent's id. */
export function subDocumentUuid(parentId: string, key: string): string {
  return nameBasedUuid(`${parentId}/${key}`);
}

const TABLES = {
  user: users,
  exercise: exercises,
  tacticboard: tacticboards,
  practice_plan: practicePlans,
} as const satisfies Record<QuadcoachKind, unknown>;

const keyOf = (kind: QuadcoachKind, objectId: string) => `${kind}:${objectId}`;

/**
 * The ObjectId → UUID mapping of earlier imports (table quadcoach_id_map) and of this one. Rows
 * are written only for records that were imported, inside the import's transaction.
 */
export class IdMap {
  private readonly stored = new Map<string, string>();
  /** Mapped records whose Courtside row still exists. */
  private readonly live = new Set<string>();
  private readonly imported = new Map<
    string,
    { kind: QuadcoachKind; objectId: string; id: string }
  >();

  static async load(db: Db): Promise<IdMap> {
    const map = new IdMap();
    const rows = await db.select().from(quadcoachIdMap);
    for (const row of rows) map.stored.set(keyOf(row.kind, row.objectId), row.courtsideId);
    for (const [kind, table] of Object.entries(TABLES) as [QuadcoachKind, typeof users][]) {
      const liveRows = await queryRows<{ object_id: string }>(
        db,
        sql`select m.object_id from ${quadcoachIdMap} m join ${table} t on t.id = m.courtside_id where m.kind = ${kind}`,
      );
      for (const row of liveRows) map.live.add(keyOf(kind, row.object_id));
    }
    return map;
  }

  /** The id an earlier import gave this record, if any. */
  storedId(kind: QuadcoachKind, objectId: string): string | undefined {
    return this.stored.get(keyOf(kind, objectId));
  }

  /** The id this record is written under: the stored one, else one made from its ObjectId. */
  idFor(kind: QuadcoachKind, objectId: string): string {
    return this.storedId(kind, objectId) ?? nameBasedUuid(keyOf(kind, objectId));
  }

  /** Notes a record as written in this import under `id`. */
  remember(kind: QuadcoachKind, objectId: string, id: string): void {
    this.imported.set(keyOf(kind, objectId), { kind, objectId, id });
  }

  /** Takes back {@link remember} for a record refused after all. */
  forget(kind: QuadcoachKind, objectId: string): void {
    this.imported.delete(keyOf(kind, objectId));
  }

  /**
   * The Courtside id a reference points at: a record written in this import, or one an earlier
   * import wrote whose row is still there. Undefined for anything else (a dangling reference).
   */
  resolve(kind: QuadcoachKind, objectId: string): string | undefined {
    const key = keyOf(kind, objectId);
    const imported = this.imported.get(key);
    if (imported) return imported.id;
    return this.live.has(key) ? this.stored.get(key) : undefined;
  }

  /** Writes the mapping of every record imported in this run. */
  async save(db: Db, now: Date): Promise<void> {
    const rows = [...this.imported.values()];
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(quadcoachIdMap)
        .values(
          rows.slice(start, start + 500).map((row) => ({
            kind: row.kind,
            objectId: row.objectId,
            courtsideId: row.id,
            importedAt: now,
            lastImportedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [quadcoachIdMap.kind, quadcoachIdMap.objectId],
          set: { courtsideId: sql`excluded.courtside_id`, lastImportedAt: now },
        });
    }
  }
}
