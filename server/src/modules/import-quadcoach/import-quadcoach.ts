import { TransactionRollbackError } from 'drizzle-orm';
import { emailSchema } from '@courtside/domain';
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { COLLECTION_NAMES, fileOf, type CollectionName } from './collections.ts';
import { IdMap } from './id-map.ts';
import type { ImportContext } from './import-context.ts';
import { importExercises } from './import-exercises.ts';
import { importFavorites, importGrants } from './import-links.ts';
import { importPracticePlans } from './import-practice-plans.ts';
import { ImportReport, type Finding, type RowCounts } from './import-report.ts';
import { importTacticboards } from './import-tacticboards.ts';
import { importUsers } from './import-users.ts';
import { readExport, type ExportData, type ExportRecord } from './read-export.ts';

export interface ImportOptions {
  /** Run everything inside the transaction, then roll it back. */
  dryRun?: boolean;
  /** E-mail of the account that gets records whose owner is not in the export. */
  owner?: string;
  /** Receives the progress lines. */
  out?: (line: string) => void;
  now?: Date;
}

export interface ImportResult {
  dryRun: boolean;
  summary: RowCounts[];
  findings: Finding[];
  /** Records not written because they were refused. */
  refused: number;
}

/** The import stopped; its transaction was rolled back, so nothing was written. */
export class ImportAbortedError extends Error {}

async function defaultOwnerOf(db: Db, owner: string): Promise<{ id: string; email: string }> {
  const email = emailSchema.safeParse(owner);
  const row = email.success ? await findUserByEmail(db, email.data) : undefined;
  if (!row) {
    throw new ImportAbortedError(
      `--owner ${owner}: no account has this e-mail, neither in Courtside nor in the export`,
    );
  }
  return { id: row.id, email: row.email };
}

async function step<C extends CollectionName>(
  ctx: ImportContext,
  data: ExportData,
  collection: C,
  run: (ctx: ImportContext, records: ExportRecord<C>[]) => Promise<void>,
): Promise<void> {
  if (!data.present.has(collection)) return;
  const records = data.records[collection];
  ctx.report.begin(collection, fileOf(collection), records.length);
  await run(ctx, records);
  ctx.report.end(collection);
}

function describeFolder(data: ExportData, out: (line: string) => void): void {
  for (const { file, count, reason } of data.notImported) {
    out(`${file}: ${count} record${count === 1 ? '' : 's'} not imported: ${reason}`);
  }
  for (const name of data.ignored) out(`${name}: no JSON file, ignored`);
  const missing = COLLECTION_NAMES.filter((name) => !data.present.has(name));
  if (missing.length > 0) {
    out(`Not in the folder, so nothing of them is imported: ${missing.map(fileOf).join(', ')}`);
  }
}

/**
 * Writes an export read by {@link readExport} in one transaction, every collection in turn,
 * owners before what they own. Records Courtside cannot take are refused one by one and
 * reported; the rest is written.
 *
 * @throws ImportAbortedError when the import cannot go on (`--owner` names no account)
 */
export async function importExport(
  db: Db,
  data: ExportData,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const out = options.out ?? (() => undefined);
  const now = options.now ?? new Date();
  describeFolder(data, out);
  const report = new ImportReport(out);

  try {
    await db.transaction(async (tx) => {
      const ctx: ImportContext = {
        db: tx,
        ids: await IdMap.load(tx),
        report,
        now,
        refused: new Set(),
        owners: new Map(),
        exerciseMinutes: new Map(),
        legacyFavorites: { exercise: [], tacticboard: [] },
      };
      await step(ctx, data, 'users', importUsers);
      if (options.owner) ctx.defaultOwner = await defaultOwnerOf(tx, options.owner);
      await step(ctx, data, 'tacticboards', importTacticboards);
      await step(ctx, data, 'exercises', importExercises);
      await step(ctx, data, 'practiceplans', importPracticePlans);
      await importGrants(ctx, data);
      await importFavorites(ctx, data);
      await ctx.ids.save(tx, now);
      if (options.dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(options.dryRun && error instanceof TransactionRollbackError)) throw error;
  }

  const summary = report.summary();
  return {
    dryRun: options.dryRun ?? false,
    summary,
    findings: report.findings,
    refused: summary.reduce((sum, row) => sum + row.refused, 0),
  };
}

/**
 * Imports a QuadCoach export folder: the whole export is read and checked first (a bad file
 * refuses it before anything is written), then written by {@link importExport}.
 *
 * @throws ExportRefusedError when the folder cannot be read as an export
 * @throws ImportAbortedError when the import cannot go on (`--owner` names no account)
 */
export async function importQuadcoachExport(
  db: Db,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importExport(db, await readExport(folder), options);
}
