import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Exercise, ExerciseListResponse } from '@courtside/domain';
import { useActors } from '../../../test/actors.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

const actors = useActors();
const { call } = actors;

const unique = () => randomUUID().slice(0, 8);

const exerciseBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Drill ${unique()}`,
  persons: 10,
  beaters: 2,
  chasers: 3,
  tags: ['warm-up'],
  materials: ['cones'],
  description_blocks: [
    { description: 'Pass in pairs', coaching_points: '- eyes up', time_min: 5 },
    {
      description: 'Shoot on hoops',
      video_url: 'https://www.youtube.com/watch?v=abc',
      time_min: 10,
    },
  ],
  ...overrides,
});

async function createExercise(
  as: TestUser = actors.owner,
  overrides: Record<string, unknown> = {},
): Promise<Exercise> {
  const response = await call('POST', '/api/exercises', as, exerciseBody(overrides));
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Exercise>();
}

/** An exercise of `owner` on which `editor` holds an edit grant. */
async function sharedExercise(overrides: Record<string, unknown> = {}): Promise<Exercise> {
  const exercise = await createExercise(actors.owner, overrides);
  const grant = await call('POST', `/api/exercises/${exercise._id}/access`, actors.owner, {
    userId: actors.editor.id,
    access: 'edit',
  });
  expect(grant.statusCode, grant.body).toBe(200);
  return exercise;
}

const list = async (query: string, as?: TestUser) => {
  const response = await call('GET', `/api/exercises?${query}`, as);
  expect(response.statusCode).toBe(200);
  return response.json<ExerciseListResponse>();
};

describe('create and read', () => {
  it('creates an exercise owned by the caller, with block ids and the summed time', async () => {
    const exercise = await createExercise(actors.owner, {
      user: actors.stranger.id,
      creator: 'Someone else',
      time_min: 999,
    });
    expect(exercise).toMatchObject({
      persons: 10,
      beaters: 2,
      chasers: 3,
      time_min: 15,
      user: actors.owner.id,
      creator: 'Owner',
      version: 1,
    });
    expect(exercise.description_blocks).toHaveLength(2);
    for (const block of exercise.description_blocks) expect(block._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(exercise.description_blocks[1]).toMatchObject({
      tactics_board: null,
      coaching_points: '',
    });
    const fetched = await call('GET', `/api/exercises/${exercise._id}`);
    expect(fetched.json()).toEqual({ ...exercise, favorite: false });
  });

  it('trims and de-duplicates tags and materials', async () => {
    const exercise = await createExercise(actors.owner, {
      tags: [' Beater ', 'beater', 'Seeker'],
      materials: ['Cones', 'cones '],
    });
    expect(exercise.tags).toEqual(['Beater', 'Seeker']);
    expect(exercise.materials).toEqual(['Cones']);
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'x'.repeat(201) }, 'body.name'],
    [{ persons: -1 }, 'body.persons'],
    [{ persons: 1.5 }, 'body.persons'],
    [{ persons: 4, beaters: 2, chasers: 3 }, 'body.persons'],
    [
      { description_blocks: Array.from({ length: 51 }, () => ({ description: 'x' })) },
      'body.description_blocks',
    ],
    [
      { description_blocks: [{ description: 'x'.repeat(20_001) }] },
      'body.description_blocks.0.description',
    ],
    [
      { description_blocks: [{ video_url: 'javascript:alert(1)' }] },
      'body.description_blocks.0.video_url',
    ],
    [{ description_blocks: [{ time_min: -5 }] }, 'body.description_blocks.0.time_min'],
    [{ tags: ['x'.repeat(51)] }, 'body.tags.0'],
    [{ related_to: ['not-a-uuid'] }, 'body.related_to.0'],
  ])('rejects %j with 400 naming %s', async (overrides, field) => {
    const response = await call('POST', '/api/exercises', actors.owner, exerciseBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('rejects related exercises that do not exist and tactic boards the caller cannot see', async () => {
    const missing = randomUUID();
    const related = await call(
      'POST',
      '/api/exercises',
      actors.owner,
      exerciseBody({ related_to: [missing] }),
    );
    expect(related.statusCode).toBe(400);
    expect(related.json<{ message: string }>().message).toContain(missing);
    const board = await call(
      'POST',
      '/api/exercises',
      actors.owner,
      exerciseBody({ description_blocks: [{ tactics_board: randomUUID() }] }),
    );
    expect(board.statusCode).toBe(400);
    expect(board.json<{ message: string }>().message).toContain(
      'description_blocks.0.tactics_board',
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/exercises/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/exercises/123')).statusCode).toBe(400);
  });
});

describe('related exercises', () => {
  it('returns related exercises in stored order, skipping deleted ones', async () => {
    const [a, b, c] = [await createExercise(), await createExercise(), await createExercise()];
    const main = await createExercise(actors.owner, { related_to: [c._id, a._id, b._id] });
    expect((await call('DELETE', `/api/exercises/${a._id}`, actors.owner)).statusCode).toBe(204);
    const response = await call('GET', `/api/exercises/${main._id}/relatedExercises`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Exercise[]>().map((e) => e._id)).toEqual([c._id, b._id]);
  });

  it('refuses to relate an exercise to itself', async () => {
    const exercise = await createExercise();
    const response = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...exerciseBody(),
      related_to: [exercise._id],
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('related_to');
  });
});

describe('update', () => {
  it('replaces the exercise, keeps block ids it was given and bumps the version', async () => {
    const exercise = await createExercise();
    const [first] = exercise.description_blocks;
    const response = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...exercise,
      name: 'Renamed',
      description_blocks: [{ ...first, time_min: 7 }],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Exercise>();
    expect(updated).toMatchObject({ name: 'Renamed', version: 2, time_min: 7 });
    expect(updated.description_blocks.map((b) => b._id)).toEqual([first?._id]);
  });

  it('answers 409 to a stale version and keeps the newer data', async () => {
    const exercise = await createExercise();
    const first = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...exercise,
      name: 'First save',
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/exercises/${exercise._id}`, actors.editor, {
      ...exercise,
      name: 'Stale save',
    });
    expect([403, 409]).toContain(second.statusCode);
    const stale = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...exercise,
      name: 'Stale save',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ details: { currentVersion: 2 } });
    expect((await call('GET', `/api/exercises/${exercise._id}`)).json<Exercise>().name).toBe(
      'First save',
    );
  });

  it('saves without a version (QuadCoach) as the last write, and still raises the version', async () => {
    const exercise = await createExercise();
    const { version: _version, ...withoutVersion } = exercise;
    const response = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...withoutVersion,
      name: 'Last write',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Last write', version: exercise.version + 1 });
  });
});

describe('authorization matrix', () => {
  type Actor = 'anonymous' | 'stranger' | 'editor' | 'owner' | 'admin';
  const actorNames: Actor[] = ['anonymous', 'stranger', 'editor', 'owner', 'admin'];
  const as = (actor: Actor): TestUser | null => (actor === 'anonymous' ? null : actors[actor]);

  const cases: Array<
    [
      string,
      (e: Exercise, actor: TestUser | null) => ReturnType<typeof call>,
      Record<Actor, number>,
    ]
  > = [
    [
      'GET one',
      (e, u) => call('GET', `/api/exercises/${e._id}`, u),
      { anonymous: 200, stranger: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'GET list',
      (_e, u) => call('GET', '/api/exercises', u),
      { anonymous: 200, stranger: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'GET related',
      (e, u) => call('GET', `/api/exercises/${e._id}/relatedExercises`, u),
      { anonymous: 200, stranger: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'POST create',
      (_e, u) => call('POST', '/api/exercises', u, exerciseBody()),
      { anonymous: 401, stranger: 201, editor: 201, owner: 201, admin: 201 },
    ],
    [
      'PUT',
      (e, u) => call('PUT', `/api/exercises/${e._id}`, u, { ...e, name: 'Changed' }),
      { anonymous: 401, stranger: 403, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'DELETE',
      (e, u) => call('DELETE', `/api/exercises/${e._id}`, u),
      { anonymous: 401, stranger: 403, editor: 403, owner: 204, admin: 204 },
    ],
    [
      'GET access',
      (e, u) => call('GET', `/api/exercises/${e._id}/access`, u),
      { anonymous: 401, stranger: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'POST access',
      (e, u) =>
        call('POST', `/api/exercises/${e._id}/access`, u, {
          userId: actors.stranger.id === u?.id ? actors.admin.id : actors.stranger.id,
          access: 'view',
        }),
      { anonymous: 401, stranger: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'DELETE access',
      (e, u) => call('DELETE', `/api/exercises/${e._id}/access`, u, { userId: actors.editor.id }),
      { anonymous: 401, stranger: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'POST share',
      (e, u) =>
        call('POST', `/api/exercises/${e._id}/share`, u, {
          email: actors.stranger.id === u?.id ? actors.admin.email : actors.stranger.email,
          access: 'edit',
        }),
      { anonymous: 401, stranger: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'GET checkAccess',
      (e, u) => call('GET', `/api/exercises/${e._id}/checkAccess`, u),
      { anonymous: 200, stranger: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'POST favorite',
      (e, u) => call('POST', `/api/favorites/exercises/${e._id}`, u),
      { anonymous: 401, stranger: 204, editor: 204, owner: 204, admin: 204 },
    ],
    [
      'DELETE favorite',
      (e, u) => call('DELETE', `/api/favorites/exercises/${e._id}`, u),
      { anonymous: 401, stranger: 204, editor: 204, owner: 204, admin: 204 },
    ],
  ];

  for (const [name, request, expected] of cases) {
    it.each(actorNames)(`${name} as %s`, async (actor) => {
      const exercise = await sharedExercise();
      const response = await request(exercise, as(actor));
      expect(response.statusCode, response.body).toBe(expected[actor]);
    });
  }

  it('tells each caller their access', async () => {
    const exercise = await sharedExercise();
    const check = async (u: TestUser | null) =>
      (await call('GET', `/api/exercises/${exercise._id}/checkAccess`, u)).json();
    expect(await check(null)).toEqual({ hasAccess: true, type: 'public', level: 'view' });
    expect(await check(actors.stranger)).toEqual({
      hasAccess: true,
      type: 'public',
      level: 'view',
    });
    expect(await check(actors.editor)).toEqual({ hasAccess: true, type: 'granted', level: 'edit' });
    expect(await check(actors.owner)).toEqual({ hasAccess: true, type: 'owner', level: 'edit' });
    expect(await check(actors.admin)).toEqual({ hasAccess: true, type: 'admin', level: 'edit' });
  });
});

describe('integer bounds', () => {
  it('refuses a version beyond what the database holds with a 400 naming it', async () => {
    const exercise = await createExercise();
    const response = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      ...exercise,
      version: 2_147_483_648,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('version');
  });
});

describe('sharing', () => {
  it("shows a grantee's e-mail only to a granter who typed it, otherwise the name", async () => {
    const exercise = await createExercise();
    // User ids are public (every exercise names its actors.owner), so a grant by id reveals no address.
    const byId = await call('POST', `/api/exercises/${exercise._id}/access`, actors.owner, {
      userId: actors.stranger.id,
      access: 'view',
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual([
      {
        user: { _id: actors.stranger.id, name: 'Stranger' },
        userId: actors.stranger.id,
        access: 'view',
      },
    ]);
    expect(
      (await call('GET', `/api/exercises/${exercise._id}/access`, actors.owner)).json(),
    ).not.toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ email: expect.anything() }) }),
    );
    // Sharing by e-mail: the granter knows the address already, so the list shows it from then on.
    await call('POST', `/api/exercises/${exercise._id}/share`, actors.owner, {
      email: actors.stranger.email,
      access: 'edit',
    });
    const regrant = await call('POST', `/api/exercises/${exercise._id}/access`, actors.owner, {
      userId: actors.stranger.id,
      access: 'view',
    });
    expect(regrant.json()).toEqual([
      {
        user: { _id: actors.stranger.id, name: 'Stranger', email: actors.stranger.email },
        userId: actors.stranger.id,
        access: 'view',
      },
    ]);
  });

  it('shares by e-mail, lists grants with user details and removes them', async () => {
    const exercise = await createExercise();
    const shared = await call('POST', `/api/exercises/${exercise._id}/share`, actors.owner, {
      email: ` ${actors.stranger.email.toUpperCase()} `,
      access: 'edit',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual([
      {
        user: { _id: actors.stranger.id, name: 'Stranger', email: actors.stranger.email },
        userId: actors.stranger.id,
        access: 'edit',
      },
    ]);
    expect(
      (
        await call('PUT', `/api/exercises/${exercise._id}`, actors.stranger, {
          ...exercise,
          name: 'By grantee',
        })
      ).statusCode,
    ).toBe(200);
    const removed = await call('DELETE', `/api/exercises/${exercise._id}/access`, actors.owner, {
      userId: actors.stranger.id,
    });
    expect(removed.json()).toEqual([]);
    const after = await call('GET', `/api/exercises/${exercise._id}`);
    expect(
      (
        await call('PUT', `/api/exercises/${exercise._id}`, actors.stranger, {
          ...after.json<Exercise>(),
          name: 'Again',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown e-mail and 400 for the actors.owner or oneself', async () => {
    const exercise = await createExercise();
    const unknown = await call('POST', `/api/exercises/${exercise._id}/share`, actors.owner, {
      email: 'nobody@example.com',
      access: 'edit',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('email');
    const self = await call('POST', `/api/exercises/${exercise._id}/share`, actors.owner, {
      email: actors.owner.email,
      access: 'edit',
    });
    expect(self.statusCode).toBe(400);
    const toOwner = await call('POST', `/api/exercises/${exercise._id}/access`, actors.admin, {
      userId: actors.owner.id,
      access: 'view',
    });
    expect(toOwner.statusCode).toBe(400);
    const badLevel = await call('POST', `/api/exercises/${exercise._id}/share`, actors.owner, {
      email: actors.stranger.email,
      access: 'owner',
    });
    expect(badLevel.statusCode).toBe(400);
  });
});

describe('favorites', () => {
  it('marks favorites per user, lists them and filters by them', async () => {
    const exercise = await createExercise();
    expect(
      (await call('POST', `/api/favorites/exercises/${exercise._id}`, actors.stranger)).statusCode,
    ).toBe(204);
    expect(
      (await call('POST', `/api/favorites/exercises/${exercise._id}`, actors.stranger)).statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/api/exercises/${exercise._id}`, actors.stranger)).json<Exercise>()
        .favorite,
    ).toBe(true);
    expect(
      (await call('GET', `/api/exercises/${exercise._id}`, actors.owner)).json<Exercise>().favorite,
    ).toBe(false);
    const filtered = await list('favorite=true', actors.stranger);
    expect(filtered.exercises.map((e) => e._id)).toContain(exercise._id);
    expect(filtered.exercises.every((e) => e.favorite)).toBe(true);
    // The favorites path answers QuadCoach's records (docs/quadcoach-compat.md).
    const records = await call('GET', '/api/favorites/exercises', actors.stranger);
    expect(records.json<Array<{ exercise: string; user: string }>>()).toContainEqual(
      expect.objectContaining({
        _id: exercise._id,
        exercise: exercise._id,
        user: actors.stranger.id,
      }),
    );
    expect(
      (await call('DELETE', `/api/favorites/exercises/${exercise._id}`, actors.stranger))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/api/exercises/${exercise._id}`, actors.stranger)).json<Exercise>()
        .favorite,
    ).toBe(false);
    expect(
      (await call('POST', `/api/favorites/exercises/${randomUUID()}`, actors.stranger)).statusCode,
    ).toBe(404);
  });
});

describe('list and search', () => {
  const marker = unique();
  const names: Record<string, string> = {};
  beforeAll(async () => {
    const specs = [
      {
        key: 'small',
        persons: 4,
        beaters: 0,
        chasers: 0,
        tags: [`t-${marker}`, 'warm-up'],
        materials: ['cones'],
        time: 5,
      },
      {
        key: 'medium',
        persons: 8,
        beaters: 2,
        chasers: 3,
        tags: [`t-${marker}`, 'Beater'],
        materials: ['Hoops', 'balls'],
        time: 20,
      },
      {
        key: 'large',
        persons: 14,
        beaters: 4,
        chasers: 6,
        tags: [`t-${marker}`, 'beater', 'scrimmage'],
        materials: ['bibs'],
        time: 40,
      },
    ];
    for (const spec of specs) {
      names[spec.key] = `Search ${marker} ${spec.key}`;
      await createExercise(actors.owner, {
        name: names[spec.key],
        persons: spec.persons,
        beaters: spec.beaters,
        chasers: spec.chasers,
        tags: spec.tags,
        materials: spec.materials,
        description_blocks: [{ time_min: spec.time }],
      });
    }
  });
  const keys = (response: ExerciseListResponse) =>
    response.exercises.map((e) => e.name.split(' ').pop()).sort();

  it('searches names case-insensitively by regex', async () => {
    expect(keys(await list(`name[regex]=search ${marker} (small|large)&name[options]=i`))).toEqual([
      'large',
      'small',
    ]);
  });

  it('searches literal text case-insensitively, taking % and _ as themselves', async () => {
    expect(keys(await list(`name[regex]=SEARCH ${marker} MEDIUM&name[options]=i`))).toEqual([
      'medium',
    ]);
    const odd = await createExercise(actors.owner, { name: `Odd ${marker} 100%_sure (a.b)` });
    const found = await list(
      `name[regex]=${encodeURIComponent(`${marker} 100%_sure \\(a\\.b\\)`)}&name[options]=i`,
    );
    expect(found.exercises.map((e) => e._id)).toEqual([odd._id]);
    expect(
      (await list(`name[regex]=${encodeURIComponent(`${marker} 100__sure`)}`)).exercises,
    ).toEqual([]);
    expect((await list(`name[regex]=${encodeURIComponent(`${marker} 1%`)}`)).exercises).toEqual([]);
  });

  it('filters by persons, time, beaters and chasers ranges', async () => {
    const base = `tags[all]=t-${marker}`;
    expect(keys(await list(`${base}&persons[gte]=5&persons[lte]=14`))).toEqual(['large', 'medium']);
    expect(keys(await list(`${base}&time_min[lte]=20`))).toEqual(['medium', 'small']);
    expect(keys(await list(`${base}&beaters[gte]=3`))).toEqual(['large']);
    expect(keys(await list(`${base}&chasers[lte]=3`))).toEqual(['medium', 'small']);
  });

  it('filters by all of several tags, by tag and material patterns', async () => {
    expect(keys(await list(`tags[all]=t-${marker},scrimmage`))).toEqual(['large']);
    expect(keys(await list(`tags[all]=t-${marker}&tags[regex]=^beater$&tags[options]=i`))).toEqual([
      'large',
      'medium',
    ]);
    expect(keys(await list(`tags[all]=t-${marker}&materials[all]=Hoops`))).toEqual(['medium']);
    expect(keys(await list(`tags[all]=t-${marker}&materials[regex]=hoop`))).toEqual(['medium']);
  });

  it('sorts and paginates', async () => {
    const first = await list(`tags[all]=t-${marker}&sortBy=persons&sortOrder=desc&limit=2`);
    expect(first.exercises.map((e) => e.persons)).toEqual([14, 8]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2, exact: true });
    const second = await list(`tags[all]=t-${marker}&sortBy=persons&sortOrder=desc&limit=2&page=2`);
    expect(second.exercises.map((e) => e.persons)).toEqual([4]);
    const byName = await list(`tags[all]=t-${marker}&sortBy=name`);
    expect(keys({ ...byName, exercises: byName.exercises })).toEqual(['large', 'medium', 'small']);
    expect(byName.exercises.map((e) => e.name.split(' ').pop())).toEqual([
      'large',
      'medium',
      'small',
    ]);
  });

  it.each([
    ['colour[regex]=red', 'colour[regex]'],
    ['name[regex]=(unclosed', 'name[regex]'],
    ['name[regex]=(?<n>x)', 'name[regex]'],
    [`name[regex]=${'a'.repeat(101)}`, 'name[regex]'],
    ['limit=500', 'limit'],
    ['persons[gte]=abc', 'persons[gte]'],
    ['sortBy=secret', 'sortBy'],
  ])('rejects %s with 400 naming %s', async (query, param) => {
    const response = await call('GET', `/api/exercises?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(param);
  });
});

describe('mine and shared', () => {
  it('lists the exercises a user owns and those shared with them', async () => {
    const me = await createUser(actors.t, { name: 'Me' });
    const other = await createUser(actors.t, { name: 'Other' });
    const own = await createExercise(me);
    const sharedWithMe = await createExercise(other);
    await createExercise(other);
    await call('POST', `/api/exercises/${sharedWithMe._id}/share`, other, {
      email: me.email,
      access: 'view',
    });
    expect((await list('mine=true', me)).exercises.map((e) => e._id)).toEqual([own._id]);
    expect((await list('shared=true', me)).exercises.map((e) => e._id)).toEqual([sharedWithMe._id]);
    expect((await list('mine=true')).exercises).toEqual([]);
  });
});

describe('tags and materials', () => {
  it('lists distinct values, sorted, optionally matching a pattern', async () => {
    const marker = unique();
    await createExercise(actors.owner, {
      tags: [`zeta-${marker}`, `Alpha-${marker}`],
      materials: [`cone-${marker}`],
    });
    await createExercise(actors.owner, {
      tags: [`alpha-${marker}`, `zeta-${marker}`],
      materials: [`Cone-${marker}`, `hoop-${marker}`],
    });
    const tags = await call(
      'GET',
      `/api/tags/exercises?tagName[regex]=${marker}&tagName[options]=i`,
    );
    expect(tags.json()).toEqual([`alpha-${marker}`, `Alpha-${marker}`, `zeta-${marker}`]);
    const materials = await call('GET', `/api/materials?materialName[regex]=cone-${marker}`);
    expect(materials.json()).toEqual([`cone-${marker}`, `Cone-${marker}`]);
    const all = await call('GET', '/api/tags/exercises');
    expect(all.json<string[]>().length).toBeGreaterThanOrEqual(3);
  });

  it('forgets labels no exercise uses any more, also after cascading deletes', async () => {
    const marker = unique();
    const coach = await createUser(actors.t, { name: 'Label Coach' });
    const a = await createExercise(coach, {
      tags: [`keep-${marker}`, `drop-${marker}`],
      materials: [`mat-${marker}`],
    });
    await createExercise(coach, { tags: [`keep-${marker}`] });
    const tagsNow = async () =>
      (await call('GET', `/api/tags/exercises?tagName[regex]=${marker}`)).json<string[]>();
    expect(await tagsNow()).toEqual([`drop-${marker}`, `keep-${marker}`]);
    await call('PUT', `/api/exercises/${a._id}`, coach, { ...a, tags: [`keep-${marker}`] });
    expect(await tagsNow()).toEqual([`keep-${marker}`]);
    expect((await list(`tags[regex]=drop-${marker}`)).exercises).toEqual([]);
    expect((await list(`tags[regex]=keep-${marker}`)).pagination.total).toBe(2);
    await call('DELETE', `/api/users/${coach.id}`, coach);
    expect(await tagsNow()).toEqual([]);
    const materials = await call('GET', `/api/materials?materialName[regex]=${marker}`);
    expect(materials.json()).toEqual([]);
  });

  it('rejects unknown parameters and invalid patterns with 400', async () => {
    expect((await call('GET', '/api/tags/exercises?name[regex]=x')).statusCode).toBe(400);
    const invalid = await call('GET', '/api/materials?materialName[regex]=(');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toContain('materialName[regex]');
  });
});

describe('deleting the owner', () => {
  it('deletes the exercises the user owned along with grants and favorites', async () => {
    const leaving = await createUser(actors.t, { name: 'Leaving' });
    const exercise = await createExercise(leaving);
    await call('POST', `/api/favorites/exercises/${exercise._id}`, actors.stranger);
    expect((await call('DELETE', `/api/users/${leaving.id}`, leaving)).statusCode).toBe(204);
    expect((await call('GET', `/api/exercises/${exercise._id}`)).statusCode).toBe(404);
  });
});
