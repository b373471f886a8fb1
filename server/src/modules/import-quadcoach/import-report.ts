/** What became of one record. */
export type Outcome = 'imported' | 'updated' | 'refused' | 'skipped';

/** One line about one record: a warning (it was imported all the same) or why it was not. */
export interface Finding {
  /** The summary row the record counts in, usually its collection. */
  row: string;
  file: string;
  index: number;
  id: string;
  kind: 'warning' | 'refused' | 'skipped';
  message: string;
}

export interface RowCounts {
  row: string;
  records: number;
  imported: number;
  updated: number;
  refused: number;
  skipped: number;
  /** Records imported or updated with at least one warning. */
  withWarnings: number;
}

/** The reporter of one record: collects its warnings until its outcome is known. */
export interface RecordReport {
  readonly index: number;
  readonly id: string;
  warn(message: string): void;
  done(outcome: 'imported' | 'updated'): void;
  refuse(message: string): void;
  skip(message: string): void;
}

const emptyCounts = (row: string): RowCounts => ({
  row,
  records: 0,
  imported: 0,
  updated: 0,
  refused: 0,
  skipped: 0,
  withWarnings: 0,
});

/** Collects outcomes and findings and prints them as they happen. */
export class ImportReport {
  readonly findings: Finding[] = [];
  private readonly rows = new Map<string, RowCounts>();
  private readonly out: (line: string) => void;

  constructor(out: (line: string) => void) {
    this.out = out;
  }

  private counts(row: string): RowCounts {
    let counts = this.rows.get(row);
    if (!counts) {
      counts = emptyCounts(row);
      this.rows.set(row, counts);
    }
    return counts;
  }

  /** Prints the heading of a collection before its records. */
  begin(row: string, file: string, records: number): void {
    this.counts(row);
    this.out(`${file}: ${records} record${records === 1 ? '' : 's'}`);
  }

  /** Prints the collection's line of counts. */
  end(row: string): void {
    const c = this.counts(row);
    const warned = c.withWarnings ? ` (${c.withWarnings} with warnings)` : '';
    this.out(
      `  ${c.imported} imported, ${c.updated} updated, ${c.refused} refused, ${c.skipped} skipped${warned}`,
    );
  }

  record(row: string, file: string, index: number, id: string): RecordReport {
    const counts = this.counts(row);
    counts.records += 1;
    const pending: string[] = [];
    let settled = false;
    const add = (kind: Finding['kind'], message: string) => {
      this.findings.push({ row, file, index, id, kind, message });
      this.out(`  ${file} record ${index} (_id ${id}): ${kind}: ${message}`);
    };
    const settle = () => {
      if (settled) throw new Error(`record ${index} of ${file} was settled twice`);
      settled = true;
    };
    return {
      index,
      id,
      warn: (message) => pending.push(message),
      done: (outcome) => {
        settle();
        counts[outcome] += 1;
        if (pending.length) counts.withWarnings += 1;
        for (const message of pending) add('warning', message);
      },
      refuse: (message) => {
        settle();
        counts.refused += 1;
        add('refused', message);
      },
      skip: (message) => {
        settle();
        counts.skipped += 1;
        add('skipped', message);
      },
    };
  }

  summary(): RowCounts[] {
    return [...this.rows.values()];
  }
}

/** The closing table: one line per collection, numbers right-aligned under their heading. */
export function formatSummary(rows: readonly RowCounts[]): string[] {
  const headings = [
    'collection',
    'records',
    'imported',
    'updated',
    'refused',
    'skipped',
    'warnings',
  ];
  const table = rows.map((r) => [
    r.row,
    ...[r.records, r.imported, r.updated, r.refused, r.skipped, r.withWarnings].map(String),
  ]);
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...table.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(headings), ...table.map(format)];
}
