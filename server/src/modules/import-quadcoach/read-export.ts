import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  COLLECTION_NAMES,
  COLLECTION_SCHEMAS,
  COLLECTIONS_NOT_IMPORTED,
  fileOf,
  type CollectionName,
  type RecordOf,
} from './collections.ts';
import { decodeExtendedJson, ExtendedJsonError, ObjectIdRef } from './extended-json.ts';
import { arrayElementAt, firstSyntaxError, lineAndColumn } from './json-syntax.ts';

/** Something in the export folder that makes the importer refuse the whole export. */
export interface ExportProblem {
  file: string;
  /** Position of the record in its file, from 0. */
  index?: number;
  /** The record's ObjectId, when it could be read. */
  id?: string;
  /** Dotted path of the offending field inside the record. */
  field?: string;
  message: string;
}

/** The export cannot be read as a whole; nothing has been written. */
export class ExportRefusedError extends Error {
  readonly problems: ExportProblem[];

  constructor(problems: ExportProblem[]) {
    super(`the export was refused (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
    this.problems = problems;
  }
}

export interface ExportRecord<C extends CollectionName> {
  index: number;
  record: RecordOf<C>;
}

export interface ExportData {
  folder: string;
  records: { [C in CollectionName]: ExportRecord<C>[] };
  /** Collections with a file in the folder. */
  present: Set<CollectionName>;
  /** Files of collections Courtside has no place for, with their record count. */
  notImported: { file: string; count: number; reason: string }[];
  /** Entries that are no JSON file: left alone. */
  ignored: string[];
}

/** Enough problems to fix before running again; more would only scroll the first ones away. */
const MAX_PROBLEMS = 50;
const MAX_PROBLEMS_PER_FILE = 10;

const CUT_SHORT = 'the file ends in the middle of a record (was the export cut short?)';

/** Why `text` (which JSON.parse refused) is no JSON, and where. */
function syntaxProblem(text: string): { offset: number; message: string } {
  const offset = firstSyntaxError(text) ?? text.length;
  if (offset >= text.length) return { offset, message: `is not valid JSON: ${CUT_SHORT}` };
  return {
    offset,
    message: `is not valid JSON: unexpected ${JSON.stringify(text[offset])} at ${lineAndColumn(text, offset)}`,
  };
}

/** The documents of one file: a `--jsonArray` export, or one document per line (mongoexport's default). */
function parseDocuments(
  file: string,
  text: string,
): { documents: unknown[]; problem?: ExportProblem } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { documents: [], problem: { file, message: 'is empty' } };
  if (body.trimStart().startsWith('[')) {
    try {
      return { documents: JSON.parse(body) as unknown[] };
    } catch {
      const { offset, message } = syntaxProblem(body);
      const index = arrayElementAt(body, offset);
      return {
        documents: [],
        problem: { file, ...(index === undefined ? {} : { index }), message },
      };
    }
  }
  const documents: unknown[] = [];
  const lines = body.split('\n');
  for (const [lineIndex, line] of lines.entries()) {
    if (line.trim() === '') continue;
    try {
      documents.push(JSON.parse(line));
    } catch {
      const { message } = syntaxProblem(line);
      const where = message.replace(
        / at line 1, column (\d+)$/,
        ` at line ${lineIndex + 1}, column $1`,
      );
      return { documents, problem: { file, index: documents.length, message: where } };
    }
  }
  return { documents };
}

function idOf(document: unknown): string | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const id = (document as { _id?: unknown })._id;
  return id instanceof ObjectIdRef ? id.hex : undefined;
}

function issueProblems(
  file: string,
  index: number,
  id: string | undefined,
  issues: readonly z.core.$ZodIssue[],
): ExportProblem[] {
  return issues.flatMap((issue): ExportProblem[] => {
    const at = issue.path.map(String).join('.');
    const field = (key: string) => (at === '' ? key : `${at}.${key}`);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        index,
        id,
        field: field(key),
        message: 'is not a field of this QuadCoach collection',
      }));
    }
    const missing = issue.code === 'invalid_type' && issue.message.includes('received undefined');
    return [{ file, index, id, field: at, message: missing ? 'is required' : issue.message }];
  });
}

/** Another collection whose schema the record fits, when it does not fit its own file's. */
function collectionItFits(record: unknown, own: CollectionName): CollectionName | undefined {
  return COLLECTION_NAMES.find(
    (other) => other !== own && COLLECTION_SCHEMAS[other].safeParse(record).success,
  );
}

/** Checks every document of one collection's file; the problems found, or the records. */
function readCollection<C extends CollectionName>(
  collection: C,
  file: string,
  documents: unknown[],
): { records: ExportRecord<C>[]; problems: ExportProblem[] } {
  const records: ExportRecord<C>[] = [];
  const problems: ExportProblem[] = [];
  const schema = COLLECTION_SCHEMAS[collection] as unknown as z.ZodType<RecordOf<C>>;
  for (const [index, document] of documents.entries()) {
    if (problems.length >= MAX_PROBLEMS_PER_FILE) break;
    if (typeof document !== 'object' || document === null || Array.isArray(document)) {
      problems.push({ file, index, message: 'is not a document (a JSON object)' });
      continue;
    }
    let decoded: unknown;
    try {
      decoded = decodeExtendedJson(document);
    } catch (error) {
      if (!(error instanceof ExtendedJsonError)) throw error;
      problems.push({ file, index, field: error.field, message: error.message });
      continue;
    }
    const parsed = schema.safeParse(decoded);
    if (parsed.success) {
      records.push({ index, record: parsed.data });
      continue;
    }
    const other = collectionItFits(decoded, collection);
    if (other) {
      problems.push({
        file,
        index,
        id: idOf(decoded),
        message: `holds a record of ${other}, not of ${collection}: export ${collection} into ${file} and ${other} into ${fileOf(other)}`,
      });
      break;
    }
    problems.push(...issueProblems(file, index, idOf(decoded), parsed.error.issues));
  }
  return { records, problems };
}

function emptyRecords(): ExportData['records'] {
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, []]),
  ) as unknown as ExportData['records'];
}

/**
 * Reads an export folder completely before anything is written: every file is parsed and every
 * record checked against its collection's schema.
 *
 * @throws ExportRefusedError listing every problem found (up to {@link MAX_PROBLEMS})
 */
export async function readExport(folder: string): Promise<ExportData> {
  const problems: ExportProblem[] = [];
  const refuse = (problem: ExportProblem) => new ExportRefusedError([problem]);
  const folderStat = await stat(folder).catch(() => undefined);
  if (!folderStat?.isDirectory()) throw refuse({ file: folder, message: 'is not a folder' });

  const data: ExportData = {
    folder,
    records: emptyRecords(),
    present: new Set(),
    notImported: [],
    ignored: [],
  };
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const lower = entry.name.toLowerCase();
    if (!entry.isFile() || !lower.endsWith('.json')) {
      data.ignored.push(entry.name);
      continue;
    }
    const collection = lower.slice(0, -'.json'.length);
    const known = (COLLECTION_NAMES as string[]).includes(collection);
    if (!known && !(collection in COLLECTIONS_NOT_IMPORTED)) {
      problems.push({
        file: entry.name,
        message: `is no QuadCoach collection this importer knows; expected ${COLLECTION_NAMES.map(fileOf).join(', ')}`,
      });
      continue;
    }
    const earlier = seen.get(collection);
    if (earlier) {
      problems.push({ file: entry.name, message: `holds the same collection as ${earlier}` });
      continue;
    }
    seen.set(collection, entry.name);

    const text = await readFile(path.join(folder, entry.name), 'utf8');
    const { documents, problem } = parseDocuments(entry.name, text);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (!known) {
      data.notImported.push({
        file: entry.name,
        count: documents.length,
        reason: COLLECTIONS_NOT_IMPORTED[collection] ?? '',
      });
      continue;
    }
    const name = collection as CollectionName;
    const read = readCollection(name, entry.name, documents);
    problems.push(...read.problems);
    (data.records[name] as ExportRecord<CollectionName>[]) = read.records;
    data.present.add(name);
  }

  if (problems.length > 0) throw new ExportRefusedError(problems.slice(0, MAX_PROBLEMS));
  if (data.present.size === 0) {
    throw refuse({
      file: folder,
      message: `holds no QuadCoach export: none of ${COLLECTION_NAMES.map(fileOf).join(', ')} is in it`,
    });
  }
  return data;
}
