import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticePlan, TacticBoard } from '@courtside/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { login } from '../../../test/factories.ts';
import { CLUB_FOLDER, CLUB_PASSWORDS } from '../../../test/fixtures/quadcoach-club/club.ts';
import { importQuadcoachExport, type ImportResult } from './import-quadcoach.ts';
import { ExportRefusedError, type ExportProblem } from './read-export.ts';

/** Every table the importer writes, so "nothing was written" compares all of it. */
const TABLES = [
  'users',
  'exercises',
  'exercise_access',
  'exercise_favorites',
  'tacticboards',
  'tacticboard_pages',
  'tacticboard_access',
  'tacticboard_favorites',
  'practice_plans',
  'practice_plan_access',
  'practice_plan_favorites',
  'quadcoach_id_map',
];

async function databaseState(db: Db): Promise<Record<string, unknown[]>> {
  const state: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    state[table] = await queryRows(db, sql.raw(`select * from ${table} order by 1, 2`));
  }
  return state;
}

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? 0;
}

/** A copy of the club's export with some files changed, in a folder of its own. */
async function changedExport(changes: Record<string, (text: string) => string>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quadcoach-export-'));
  for (const file of await readdir(CLUB_FOLDER)) {
    if (file.endsWith('.json')) await cp(path.join(CLUB_FOLDER, file), path.join(folder, file));
  }
  for (const [file, change] of Object.entries(changes)) {
    const text = await readFile(path.join(folder, file), 'utf8').catch(() => '');
    await writeFile(path.join(folder, file), change(text));
  }
  return folder;
}

/** The JSON of a file with one record changed. */
const editRecord =
  (index: number, change: (record: Record<string, unknown>) => void) => (text: string) => {
    const records = JSON.parse(text) as Record<string, unknown>[];
    change(records[index] as Record<string, unknown>);
    return JSON.stringify(records);
  };

async function refusal(folder: string, db: Db): Promise<ExportProblem[]> {
  const error = await importQuadcoachExport(db, folder).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExportRefusedError);
  return (error as ExportRefusedError).problems;
}

const rowsOf = (result: ImportResult) =>
  Object.fromEntries(result.summary.map(({ row, ...counts }) => [row, counts]));

describe('npm run import:quadcoach: a QuadCoach club moves to Courtside', () => {
  let t: TestApp;
  let db: Db;
  let first: ImportResult;
  const folders: string[] = [];
  const idOf = async (table: string, name: string) => {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from ${sql.identifier(table)} where name = ${name}`,
    );
    if (!row) throw new Error(`no ${table} named ${name}`);
    return row.id;
  };
  const userId = async (email: string) => {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from users where email = ${email}`,
    );
    return row?.id;
  };
  const call = async (url: string, email: string, password: string) => {
    const { accessToken } = await login(t, email, password);
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.database.db;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('a dry run goes through the whole export, says what it would do, and writes nothing', async () => {
    const before = await databaseState(db);
    const lines: string[] = [];
    const result = await importQuadcoachExport(db, CLUB_FOLDER, {
      dryRun: true,
      out: (line) => lines.push(line),
    });
    expect(result.dryRun).toBe(true);
    expect(rowsOf(result).exercises).toMatchObject({ records: 20, imported: 20, refused: 0 });
    expect(lines).toContain('exercises.json: 20 records');
    expect(await databaseState(db)).toEqual(before);
  });

  it('imports users, boards with their pages, exercises, plans, grants and favorites', async () => {
    const lines: string[] = [];
    first = await importQuadcoachExport(db, CLUB_FOLDER, { out: (line) => lines.push(line) });
    expect(first.refused).toBe(0);
    const rows = rowsOf(first);
    expect(rows.users).toMatchObject({ records: 3, imported: 3 });
    expect(rows.tacticboards).toMatchObject({ records: 5, imported: 5 });
    expect(rows.exercises).toMatchObject({ records: 20, imported: 20 });
    expect(rows.practiceplans).toMatchObject({ records: 3, imported: 3 });
    // QuadCoach keeps the grant of an exercise it deleted; it points at nothing.
    expect(rows.exerciseaccesses).toMatchObject({ records: 3, imported: 2, skipped: 1 });
    expect(rows['users.favoriteExercises']).toMatchObject({ records: 1, imported: 1 });
    expect(lines).toContain(
      'exerciselists.json: 1 record not imported: Courtside has no exercise lists (QuadCoach never showed them either)',
    );

    const counts = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countOf(db, table)])),
    );
    expect(counts).toEqual({
      users: 3,
      exercises: 20,
      exercise_access: 2,
      exercise_favorites: 5,
      tacticboards: 5,
      tacticboard_pages: 20,
      tacticboard_access: 2,
      tacticboard_favorites: 2,
      practice_plans: 3,
      practice_plan_access: 2,
      practice_plan_favorites: 1,
      quadcoach_id_map: 31,
    });
  });

  it('lets a member log in with the QuadCoach password once, after which the hash is argon2id', async () => {
    const hashOf = async (email: string) =>
      (
        await queryRows<{ password_hash: string }>(
          db,
          sql`select password_hash from users where email = ${email}`,
        )
      )[0]?.password_hash;
    expect(await hashOf('clara@club.test')).toMatch(/^\$2b\$10\$/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'clara@club.test', password: 'not-her-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await hashOf('clara@club.test')).toMatch(/^\$2b\$10\$/);

    await login(t, 'clara@club.test', CLUB_PASSWORDS.clara);
    expect(await hashOf('clara@club.test')).toMatch(/^\$argon2id\$/);
    await login(t, 'clara@club.test', CLUB_PASSWORDS.clara);
    const token = await login(t, 'anna@club.test', CLUB_PASSWORDS.anna);
    const me = JSON.parse(
      Buffer.from(token.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      roles: string[];
    };
    expect(me.roles).toEqual(['admin']);
  });

  it('keeps every owner, access grant and favorite', async () => {
    const owned = await queryRows<{
      email: string;
      exercises: number;
      boards: number;
      plans: number;
    }>(
      db,
      sql`select u.email,
            (select count(*)::int from exercises e where e.owner_id = u.id) as exercises,
            (select count(*)::int from tacticboards b where b.owner_id = u.id) as boards,
            (select count(*)::int from practice_plans p where p.owner_id = u.id) as plans
          from users u order by u.email`,
    );
    expect(owned).toEqual([
      { email: 'anna@club.test', exercises: 10, boards: 2, plans: 1 },
      { email: 'ben@club.test', exercises: 6, boards: 2, plans: 1 },
      { email: 'clara@club.test', exercises: 4, boards: 1, plans: 1 },
    ]);

    const links = (table: string, resource: string, access = false) =>
      queryRows<Record<string, string>>(
        db,
        sql.raw(
          `select r.name, u.email${access ? ', l.access' : ''} from ${table} l
           join ${resource} r on r.id = l.resource_id join users u on u.id = l.user_id
           order by r.name, u.email`,
        ),
      );
    expect(await links('exercise_access', 'exercises', true)).toEqual([
      { name: 'Drill 02', email: 'clara@club.test', access: 'view' },
      { name: 'Passing triangle', email: 'ben@club.test', access: 'edit' },
    ]);
    expect(await links('tacticboard_access', 'tacticboards', true)).toEqual([
      { name: 'Set play A', email: 'clara@club.test', access: 'view' },
      { name: 'Zone defense', email: 'ben@club.test', access: 'edit' },
    ]);
    expect(await links('practice_plan_access', 'practice_plans', true)).toEqual([
      { name: 'Beater clinic', email: 'clara@club.test', access: 'view' },
      { name: 'Tuesday practice', email: 'ben@club.test', access: 'edit' },
    ]);
    expect(await links('exercise_favorites', 'exercises')).toEqual([
      { name: 'Drill 03', email: 'ben@club.test' },
      { name: 'Drill 05', email: 'clara@club.test' },
      { name: 'Drill 11', email: 'anna@club.test' },
      { name: 'Passing triangle', email: 'ben@club.test' },
      { name: 'Passing triangle', email: 'clara@club.test' },
    ]);
    expect(await links('tacticboard_favorites', 'tacticboards')).toEqual([
      { name: 'Set play A', email: 'clara@club.test' },
      { name: 'Zone defense', email: 'ben@club.test' },
    ]);
    expect(await links('practice_plan_favorites', 'practice_plans')).toEqual([
      { name: 'Tuesday practice', email: 'ben@club.test' },
    ]);
  });

  it('keeps related exercises and the boards exercise blocks show, dropping only dangling ones (reported)', async () => {
    const [triangle, drill02, drill03, drill04, drill05, drill18, drill20, zone] =
      await Promise.all([
        idOf('exercises', 'Passing triangle'),
        idOf('exercises', 'Drill 02'),
        idOf('exercises', 'Drill 03'),
        idOf('exercises', 'Drill 04'),
        idOf('exercises', 'Drill 05'),
        idOf('exercises', 'Drill 18'),
        idOf('exercises', 'Drill 20'),
        idOf('tacticboards', 'Zone defense'),
      ]);
    const exercise = async (id: string) =>
      (await call(`/api/exercises/${id}`, 'anna@club.test', CLUB_PASSWORDS.anna)).json<{
        related_to: string[];
        time_min: number;
        description_blocks: Array<{ tactics_board: string | null; video_url: string }>;
      }>();
    const passing = await exercise(triangle);
    expect(passing.related_to).toEqual([drill02, drill03]);
    expect(passing.time_min).toBe(15);
    expect(passing.description_blocks.map((b) => b.tactics_board)).toEqual([zone, null]);
    expect(passing.description_blocks[1]?.video_url).toBe(
      'https://www.youtube.com/watch?v=quadball',
    );
    // related_to may name an exercise further down the file.
    expect((await exercise(drill04)).related_to).toEqual([drill18]);
    const five = await exercise(drill05);
    expect(five.related_to).toEqual([drill20]);
    expect(five.description_blocks[0]?.tactics_board).toBeNull();
    expect(first.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'exercises.json',
          index: 4,
          kind: 'warning',
          message: expect.stringMatching(
            /^related_to\.1: exercise [0-9a-f]{24} is not in the export; left out$/,
          ),
        }),
      ]),
    );
    // An exercise from before description blocks gets one block from its own description.
    const old = await exercise(await idOf('exercises', 'Old snitch hunt'));
    expect(old.description_blocks).toMatchObject([{ video_url: 'https://example.com/snitch' }]);
    expect(old.time_min).toBe(25);
  });

  it('turns QuadCoach plans into Courtside plans: groups side by side become parallel items', async () => {
    const plan = async (name: string, email: string, password: string) =>
      (
        await call(`/api/practice-plans/${await idOf('practice_plans', name)}`, email, password)
      ).json<PracticePlan>();
    const ids = Object.fromEntries(
      await Promise.all(
        [
          'Passing triangle',
          'Drill 03',
          'Drill 04',
          'Drill 05',
          'Drill 11',
          'Drill 16',
          'Drill 17',
          'Drill 18',
        ].map(async (name) => [name, await idOf('exercises', name)]),
      ),
    );
    const tuesday = await plan('Tuesday practice', 'ben@club.test', CLUB_PASSWORDS.ben);
    expect(tuesday).toMatchObject({ plannedMinutes: 50, tags: ['tuesday'], unavailable: [] });
    expect(tuesday.sections.map((s) => s.title)).toEqual(['Warm-up', 'Drills', 'Scrimmage']);
    expect(tuesday.sections[0]?.items).toMatchObject([
      { kind: 'exercise', exerciseId: ids['Passing triangle'], minutes: 10 },
      { kind: 'break', minutes: 5, note: 'Water' },
    ]);
    expect(tuesday.sections[1]?.items).toMatchObject([
      {
        kind: 'parallel',
        groups: [
          {
            label: 'Beaters',
            positions: ['beaters'],
            activity: { exerciseId: ids['Drill 03'], minutes: 15 },
          },
          {
            label: 'Chasers and keepers',
            positions: ['chasers', 'keepers'],
            activity: { exerciseId: ids['Drill 04'], minutes: 15 },
          },
        ],
      },
    ]);
    const clinic = await plan('Beater clinic', 'ben@club.test', CLUB_PASSWORDS.ben);
    expect(clinic.isPrivate).toBe(true);
    expect(clinic.sections[0]?.items).toMatchObject([
      { kind: 'exercise', exerciseId: ids['Drill 11'], minutes: 20 },
      { kind: 'text', text: 'Bring bibs', minutes: 0 },
    ]);
    const session = await plan('Seeker session', 'clara@club.test', CLUB_PASSWORDS.clara);
    expect(session.sections[0]?.items).toMatchObject([
      {
        kind: 'parallel',
        groups: [
          { label: 'Seekers', positions: ['seekers'], activity: { exerciseId: ids['Drill 16'] } },
          { label: 'Team', positions: ['beaters', 'chasers', 'keepers', 'seekers'] },
        ],
      },
      { kind: 'exercise', exerciseId: ids['Drill 17'], minutes: 10 },
    ]);
  });

  it('runs board pages through the page rules and reports each object it cannot read', async () => {
    const zone = (
      await call(
        `/api/tacticboards/${await idOf('tacticboards', 'Zone defense')}`,
        'anna@club.test',
        CLUB_PASSWORDS.anna,
      )
    ).json<TacticBoard>();
    expect(zone.pages).toHaveLength(4);
    expect(zone.description).toBe('Three chasers hold the **zone**.');
    const [player1, player2, player3] = zone.pages[0]?.objects ?? [];
    expect(player1?.objects).toHaveLength(2);
    // The number QuadCoach wrote as a number where the page rules want text is dropped, reported.
    expect(player2?.objects?.map((o) => o.type)).toEqual(['Circle']);
    expect(player3?.objects?.[1]).not.toHaveProperty('shadow');
    const boardFindings = first.findings.filter((f) => f.file === 'tacticboards.json');
    expect(boardFindings).toEqual([
      expect.objectContaining({
        index: 0,
        kind: 'warning',
        message: 'pages.0.objects.1.objects.1: text must be a string; the object is not imported',
      }),
      expect.objectContaining({
        index: 0,
        message:
          'pages.0.objects.2.objects.1: not imported: shadow (not a property Courtside keeps)',
      }),
      expect.objectContaining({
        index: 1,
        message: 'shareToken is not imported: Courtside has no share links yet',
      }),
    ]);

    // A board of 2023: fabric's version string, objects without uuids, the court in an array.
    const old = (
      await call(
        `/api/tacticboards/${await idOf('tacticboards', 'Old kick-off')}`,
        'ben@club.test',
        CLUB_PASSWORDS.ben,
      )
    ).json<TacticBoard>();
    expect(old.pages.map((p) => p.backgroundImage.src)).toEqual(Array(4).fill('/half-court.svg'));
    expect(old.pages[0]?.objects.map((o) => o.type)).toEqual(['Group', 'Circle']);
    expect(old.pages[0]?.objects.every((o) => o.uuid.length > 0)).toBe(true);
  });

  it('a second run of the same export updates what the first imported instead of copying it', async () => {
    const before = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countOf(db, table)])),
    );
    const second = await importQuadcoachExport(db, CLUB_FOLDER);
    const rows = rowsOf(second);
    expect(rows.users).toMatchObject({ imported: 0, updated: 3 });
    expect(rows.exercises).toMatchObject({ imported: 0, updated: 20 });
    expect(rows.tacticboards).toMatchObject({ imported: 0, updated: 5 });
    expect(rows.practiceplans).toMatchObject({ imported: 0, updated: 3 });
    expect(rows.exercisefavs).toMatchObject({ imported: 0, updated: 4 });
    const after = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await countOf(db, table)])),
    );
    expect(after).toEqual(before);
    // An editor still open on an imported exercise gets a 409 rather than overwriting it.
    const [row] = await queryRows<{ version: number }>(
      db,
      sql`select version from exercises where name = 'Passing triangle'`,
    );
    expect(row?.version).toBe(2);
    // Accounts used on Courtside since (they logged in) keep their new password.
    expect(second.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'users.json',
          index: 2,
          message:
            'the account has a Courtside password (it logged in here, or was made here): left as it is',
        }),
      ]),
    );
    await login(t, 'clara@club.test', CLUB_PASSWORDS.clara);
  });

  it("reads mongoexport's default of one document per line and canonical extended JSON", async () => {
    const folder = await changedExport({
      'users.json': (text) =>
        (JSON.parse(text) as Array<Record<string, unknown>>)
          .map((user) => ({ ...user, lastActivity: { $date: { $numberLong: '1710959400000' } } }))
          .map((user) => JSON.stringify(user))
          .join('\n'),
    });
    folders.push(folder);
    const result = await importQuadcoachExport(db, folder, { dryRun: true });
    expect(rowsOf(result).users).toMatchObject({ records: 3, updated: 3, refused: 0 });
  });

  it('refuses a file cut short or broken, naming it and the record, and writes nothing', async () => {
    const folder = await changedExport({
      'exercises.json': (text) => text.slice(0, text.indexOf('"Drill 13"')),
      'tacticboards.json': (text) => text.replace('"Beater drill"', '"Beater drill" x'),
    });
    folders.push(folder);
    const before = await databaseState(db);
    expect(await refusal(folder, db)).toEqual([
      {
        file: 'exercises.json',
        index: 12,
        message:
          'is not valid JSON: the file ends in the middle of a record (was the export cut short?)',
      },
      {
        file: 'tacticboards.json',
        index: 2,
        message: expect.stringMatching(
          /^is not valid JSON: unexpected "x" at line \d+, column \d+$/,
        ),
      },
    ]);
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuses a file that holds another collection', async () => {
    const boards = await readFile(path.join(CLUB_FOLDER, 'tacticboards.json'), 'utf8');
    const folder = await changedExport({ 'users.json': () => boards });
    folders.push(folder);
    const before = await databaseState(db);
    expect(await refusal(folder, db)).toEqual([
      expect.objectContaining({
        file: 'users.json',
        index: 0,
        message:
          'holds a record of tacticboards, not of users: export users into users.json and tacticboards into tacticboards.json',
      }),
    ]);
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuses unknown fields and unknown files, naming file, record and field', async () => {
    const folder = await changedExport({
      'exercises.json': editRecord(3, (record) => {
        record.coachNotes = 'keep it fun';
      }),
      'practiceplans.json': editRecord(1, (record) => {
        const [section] = record.sections as Array<{ groups: Array<{ items: object[] }> }>;
        Object.assign(section?.groups[0]?.items[0] ?? {}, { color: 'red' });
      }),
      'sessions.json': () => '[]',
    });
    folders.push(folder);
    const before = await databaseState(db);
    expect(await refusal(folder, db)).toEqual([
      expect.objectContaining({
        file: 'exercises.json',
        index: 3,
        field: 'coachNotes',
        message: 'is not a field of this QuadCoach collection',
      }),
      expect.objectContaining({
        file: 'practiceplans.json',
        index: 1,
        field: 'sections.0.groups.0.items.0.color',
      }),
      expect.objectContaining({
        file: 'sessions.json',
        message: expect.stringMatching(/^is no QuadCoach collection this importer knows/),
      }),
    ]);
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuses records whose owner is not in the export, unless --owner names an account for them', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'quadcoach-export-'));
    folders.push(folder);
    const [drill] = JSON.parse(
      await readFile(path.join(CLUB_FOLDER, 'exercises.json'), 'utf8'),
    ) as Array<Record<string, unknown>>;
    const orphan = {
      ...drill,
      _id: { $oid: 'ffffffffffffffffffffffff' },
      name: 'Orphan drill',
      user: { $oid: 'eeeeeeeeeeeeeeeeeeeeeeee' },
      related_to: [],
    };
    await writeFile(path.join(folder, 'exercises.json'), JSON.stringify([orphan]));

    const refused = await importQuadcoachExport(db, folder);
    expect(refused.refused).toBe(1);
    expect(refused.findings).toEqual([
      expect.objectContaining({
        kind: 'refused',
        message:
          'its owner: user eeeeeeeeeeeeeeeeeeeeeeee is not in the export; name an account to give such records to with --owner <email>',
      }),
    ]);
    const given = await importQuadcoachExport(db, folder, { owner: 'Anna@Club.test' });
    expect(rowsOf(given).exercises).toMatchObject({ imported: 1, refused: 0 });
    const [row] = await queryRows<{ owner_id: string }>(
      db,
      sql`select owner_id from exercises where name = 'Orphan drill'`,
    );
    expect(row?.owner_id).toBe(await userId('anna@club.test'));
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'the command line refuses a broken export before it opens the database, and exits with 1',
    async () => {
      const folder = await changedExport({ 'users.json': (text) => text.slice(0, 200) });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quadcoach-cli-'));
      folders.push(folder, dataDir);
      const cli = path.join(path.dirname(new URL(import.meta.url).pathname), 'cli.ts');
      // The embedded database in a data folder of its own, whichever database the tests use.
      const { DATABASE_URL: _url, ...env } = process.env;
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, folder], {
        env: { ...env, DATA_DIR: dataDir },
      });
      const failure = await run.then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('The export was refused; nothing was written:');
      expect(failure?.stderr).toContain('users.json, record 0 is not valid JSON');
    },
  );
});
