// `npm run import:quadcoach -- <folder>`: imports a QuadCoach MongoDB export into the database
// the server uses (see --help). Run it with the server stopped when the database is the embedded one.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { openDatabase, postgresHandle, type DbHandle } from '../../db/client.ts';
import { fileOf, COLLECTION_NAMES } from './collections.ts';
import { formatSummary } from './import-report.ts';
import { ImportAbortedError, importExport } from './import-quadcoach.ts';
import {
  ExportRefusedError,
  readExport,
  type ExportData,
  type ExportProblem,
} from './read-export.ts';

/** Exit codes, as --help explains them. */
const EXIT_IMPORTED = 0;
const EXIT_NOTHING_WRITTEN = 1;
const EXIT_SOME_REFUSED = 2;

const HELP = `Usage: npm run import:quadcoach -- <folder> [--dry-run] [--owner <email>]

Imports a QuadCoach database into Courtside: users (with their passwords), exercises, tactic
boards, practice plans, access grants and favorites. <folder> holds one file per collection,
made with mongoexport --jsonArray and named after the collection:
  ${COLLECTION_NAMES.map(fileOf).join(', ')}
A collection whose file is missing is left out. Another .json file refuses the import.

It writes into the database the server uses: PostgreSQL when DATABASE_URL is set, otherwise the
embedded database in DATA_DIR (default ./data; stop the server first). Everything is one
transaction: a file that cannot be read (cut short, another collection, unknown fields) refuses
the whole export and nothing is written. Running it again with a newer export updates what the
earlier run imported instead of copying it.

Options:
  --dry-run        do everything, then roll back: shows what would happen, writes nothing
  --owner <email>  give records whose owner is not in the export (QuadCoach keeps the
                   content of deleted users) to this account; without it they are refused
  --help           show this text

Exit code: 0 all imported; 1 nothing written (the export was refused, or an error);
2 imported, but some records were refused (each is listed with the reason).
`;

const print = (line: string) => process.stdout.write(`${line}\n`);
const printError = (line: string) => process.stderr.write(`${line}\n`);

function describeProblem(problem: ExportProblem): string {
  const parts = [problem.file];
  if (problem.index !== undefined) parts.push(`record ${problem.index}`);
  const where = parts.join(', ');
  const id = problem.id ? ` (_id ${problem.id})` : '';
  const field = problem.field ? `: field ${problem.field}` : '';
  return `  ${where}${id}${field} ${problem.message}`;
}

async function openTarget(): Promise<{ handle: DbHandle; where: string }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    // A big board or exercise list may take longer to write than the server allows a request.
    return {
      handle: postgresHandle(config.databaseUrl, { statementTimeoutMs: 0 }),
      where: `PostgreSQL database ${url.pathname.slice(1)} on ${url.host} (DATABASE_URL)`,
    };
  }
  return {
    handle: await openDatabase(config),
    where: `the embedded database in ${path.resolve(config.dataDir, 'pglite')}`,
  };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      owner: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    print(HELP);
    return EXIT_IMPORTED;
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length > 0) {
    printError(
      folder ? `One folder only, not ${positionals.join(' ')}.` : 'Name the export folder.',
    );
    printError(HELP);
    return EXIT_NOTHING_WRITTEN;
  }
  const dryRun = values['dry-run'] ?? false;

  // The whole folder is read and checked before the database is opened.
  let data: ExportData;
  try {
    data = await readExport(folder);
  } catch (error) {
    if (!(error instanceof ExportRefusedError)) throw error;
    printError('The export was refused; nothing was written:');
    for (const problem of error.problems) printError(describeProblem(problem));
    return EXIT_NOTHING_WRITTEN;
  }
  const { handle, where } = await openTarget();
  try {
    print(`Importing ${path.resolve(folder)} into ${where}${dryRun ? ' (dry run)' : ''}`);
    await handle.migrate();
    const result = await importExport(handle.db, data, {
      dryRun,
      ...(values.owner ? { owner: values.owner } : {}),
      out: print,
    });
    print('');
    print(dryRun ? 'Summary (dry run: rolled back, nothing was written)' : 'Summary');
    for (const line of formatSummary(result.summary)) print(`  ${line}`);
    if (result.refused > 0) {
      print(
        `${result.refused} record${result.refused === 1 ? ' was' : 's were'} refused; the reasons are listed above.`,
      );
      return EXIT_SOME_REFUSED;
    }
    return EXIT_IMPORTED;
  } catch (error) {
    if (error instanceof ImportAbortedError) {
      printError(`${error.message}. Nothing was written.`);
      return EXIT_NOTHING_WRITTEN;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || (error instanceof TypeError && 'code' in error)) {
      // Bad configuration or bad arguments (parseArgs): the message says which.
      printError(error.message);
    } else {
      printError(
        `The import failed; nothing was written: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    process.exit(EXIT_NOTHING_WRITTEN);
  },
);
