import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage, TacticBoard, TacticBoardHeaderList } from '@courtside/domain';
import { useActors } from '../../../test/actors.ts';
import type { TestUser } from '../../../test/factories.ts';

const actors = useActors();
const { call } = actors;

const unique = () => randomUUID().slice(0, 8);

const player = (n: number, left: number) => ({
  type: 'group',
  uuid: randomUUID(),
  objectType: 'playerA',
  left,
  top: 300,
  objects: [
    { type: 'circle', uuid: randomUUID(), radius: 15, fill: '#3d85c6', left: 0, top: 0 },
    { type: 'text', uuid: randomUUID(), text: String(n), left: 0, top: 0 },
  ],
});
const pageWith = (count: number, background = '/half-court.svg') => ({
  objects: Array.from({ length: count }, (_, i) => player(i, 100 + i)),
  backgroundImage: { src: background },
});

async function createBoard(
  as: TestUser = actors.owner,
  body: Record<string, unknown> = {},
): Promise<TacticBoard> {
  const response = await call('POST', '/api/tacticboards', as, {
    name: `Board ${unique()}`,
    ...body,
  });
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<TacticBoard>();
}

/** A private board of `owner` with an edit grant for `editor` and a view grant for `viewer`. */
async function sharedBoard(body: Record<string, unknown> = {}): Promise<TacticBoard> {
  const board = await createBoard(actors.owner, { isPrivate: true, ...body });
  await call('POST', `/api/tacticboards/${board._id}/access`, actors.owner, {
    userId: actors.editor.id,
    access: 'edit',
  });
  await call('POST', `/api/tacticboards/${board._id}/access`, actors.owner, {
    userId: actors.viewer.id,
    access: 'view',
  });
  return board;
}

const firstPage = (board: TacticBoard) => board.pages[0] as BoardPage;

describe('create and read', () => {
  it('creates a board with one empty page on the chosen court', async () => {
    const board = await createBoard(actors.owner, {
      tags: ['set piece'],
      background: '/half-court.svg',
    });
    expect(board).toMatchObject({
      user: actors.owner.id,
      creator: 'Owner',
      tags: ['set piece'],
      isPrivate: false,
      version: 1,
      pageCount: 1,
    });
    expect(board.pages).toHaveLength(1);
    expect(firstPage(board)).toMatchObject({
      objects: [],
      backgroundImage: { src: '/half-court.svg' },
      revision: 1,
    });
    const fetched = await call('GET', `/api/tacticboards/${board._id}`);
    expect(fetched.json()).toEqual(board);
  });

  it('creates a board from given pages, sanitised: objects without uuid dropped, unknown properties gone', async () => {
    const page = pageWith(2);
    const board = await createBoard(actors.owner, {
      pages: [
        {
          ...page,
          objects: [
            ...page.objects,
            { type: 'rect', left: 1, top: 1 },
            { ...page.objects[0], uuid: randomUUID(), evil: 'x' },
          ],
        },
      ],
    });
    const stored = firstPage(board);
    expect(stored.objects).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toContain('evil');
  });

  it('stores a background given as a full URL as its path', async () => {
    const board = await createBoard(actors.owner, {
      pages: [{ objects: [], backgroundImage: { src: 'http://localhost:3000/empty-court.svg' } }],
    });
    expect(firstPage(board).backgroundImage.src).toBe('/empty-court.svg');
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'ok', background: '/moon.svg' }, 'body.background'],
    [{ name: 'ok', pages: [] }, 'body.pages'],
    [
      { name: 'ok', pages: [{ objects: 'nope', backgroundImage: { src: '/full-court.svg' } }] },
      'pages.0.objects',
    ],
    [
      {
        name: 'ok',
        pages: [
          {
            objects: [{ type: 'text', uuid: 'a', text: 5 }],
            backgroundImage: { src: '/full-court.svg' },
          },
        ],
      },
      'pages.0.objects.0.text',
    ],
    [
      {
        name: 'ok',
        pages: [
          {
            objects: [{ type: 'rect', uuid: 'a', left: 'x' }],
            backgroundImage: { src: '/full-court.svg' },
          },
        ],
      },
      'pages.0.objects.0.left',
    ],
    [
      {
        name: 'ok',
        pages: [
          {
            objects: [{ type: 'group', uuid: 'a', objects: {} }],
            backgroundImage: { src: '/full-court.svg' },
          },
        ],
      },
      'pages.0.objects.0.objects',
    ],
    [
      {
        name: 'ok',
        pages: [{ objects: [{ uuid: 'a' }], backgroundImage: { src: '/full-court.svg' } }],
      },
      'pages.0.objects.0.type',
    ],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const response = await call('POST', '/api/tacticboards', actors.owner, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('answers 413 for a page with more than 2,000 objects', async () => {
    const objects = Array.from({ length: 2001 }, (_, i) => ({
      type: 'circle',
      uuid: `u${i}`,
      left: i,
      top: 1,
      radius: 3,
    }));
    const board = await createBoard();
    const response = await call(
      'PATCH',
      `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`,
      actors.owner,
      {
        objects,
        backgroundImage: { src: '/full-court.svg' },
        revision: 1,
      },
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 for unknown boards and private boards the caller cannot see', async () => {
    expect((await call('GET', `/api/tacticboards/${randomUUID()}`)).statusCode).toBe(404);
    const board = await sharedBoard();
    expect((await call('GET', `/api/tacticboards/${board._id}`, actors.stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/tacticboards/${board._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/tacticboards/${board._id}`, actors.viewer)).statusCode).toBe(
      200,
    );
  });
});

describe('pages', () => {
  it('saves a page and returns it with a new revision; a stale revision gets 409 and loses nothing', async () => {
    const board = await createBoard();
    const page = firstPage(board);
    const url = `/api/tacticboards/${board._id}/pages/${page._id}`;
    const first = await call('PATCH', url, actors.owner, { ...pageWith(3), revision: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json<BoardPage>()).toMatchObject({ _id: page._id, revision: 2 });
    expect(first.json<BoardPage>().objects).toHaveLength(3);
    // A second actors.editor who read revision 1 saves later.
    const stale = await call('PATCH', url, actors.owner, { ...pageWith(1), revision: 1 });
    expect(stale.statusCode).toBe(409);
    // The 409 says who saved in between and when, so the coach can choose whose version stays;
    // here the coach did, in another tab.
    expect(stale.json()).toMatchObject({
      details: {
        currentRevision: 2,
        savedBy: 'Owner',
        savedByYou: true,
        savedAt: expect.any(String),
      },
    });
    const savedAt = Date.parse(stale.json<{ details: { savedAt: string } }>().details.savedAt);
    expect(Math.abs(Date.now() - savedAt)).toBeLessThan(60_000);
    const stored = await call('GET', `/api/tacticboards/${board._id}`);
    expect(firstPage(stored.json<TacticBoard>()).objects).toHaveLength(3);
  });

  it('answers a save sent again after its answer was lost as saved, at the revision it made', async () => {
    const board = await createBoard();
    const url = `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`;
    const body = { ...pageWith(3), revision: 1 };
    expect((await call('PATCH', url, actors.owner, body)).statusCode).toBe(200);
    const again = await call('PATCH', url, actors.owner, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<BoardPage>()).toMatchObject({ revision: 2 });
    expect(again.json<BoardPage>().objects).toHaveLength(3);
    // Anything else sent with the old revision is still a conflict.
    const other = await call('PATCH', url, actors.owner, { ...pageWith(2), revision: 1 });
    expect(other.statusCode).toBe(409);
  });

  it('tells an editor whose save came after the owner’s that someone else saved', async () => {
    const board = await sharedBoard();
    const url = `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`;
    expect(
      (await call('PATCH', url, actors.owner, { ...pageWith(2), revision: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PATCH', url, actors.editor, { ...pageWith(1), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      details: { currentRevision: 2, savedBy: 'Owner', savedByYou: false },
    });
  });

  it('lets exactly one of two concurrent saves of the same revision win', async () => {
    const board = await createBoard();
    const url = `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`;
    const results = await Promise.all([
      call('PATCH', url, actors.owner, { ...pageWith(1), revision: 1 }),
      call('PATCH', url, actors.owner, { ...pageWith(2), revision: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('saves without a revision (QuadCoach) as the last write, and still raises the revision', async () => {
    const board = await createBoard();
    const page = firstPage(board);
    const response = await call(
      'PATCH',
      `/api/tacticboards/${board._id}/pages/${page._id}`,
      actors.owner,
      pageWith(1),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ revision: page.revision + 1 });
  });

  it('rejects a revision that is not a whole number from 1, naming the field', async () => {
    const board = await createBoard();
    const url = `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`;
    for (const revision of [0, 1.5, '1', null]) {
      const response = await call('PATCH', url, actors.owner, { ...pageWith(1), revision });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('revision');
    }
    const stored = await call('GET', `/api/tacticboards/${board._id}`);
    expect(firstPage(stored.json<TacticBoard>()).revision).toBe(1);
  });

  it('appends, inserts at a position and deletes pages, keeping order', async () => {
    const board = await createBoard();
    const base = `/api/tacticboards/${board._id}`;
    const appended = await call('POST', `${base}/newPage`, actors.owner, pageWith(1));
    expect(appended.statusCode).toBe(201);
    const inserted = await call('POST', `${base}/insertPage/0`, actors.owner, pageWith(2));
    expect(inserted.statusCode).toBe(201);
    const atEnd = await call('POST', `${base}/insertPage/3`, actors.owner, pageWith(3));
    expect(atEnd.statusCode).toBe(201);
    let stored = (await call('GET', base)).json<TacticBoard>();
    expect(stored.pages.map((p) => p.objects.length)).toEqual([2, 0, 1, 3]);
    expect(stored.version).toBe(4);
    expect((await call('POST', `${base}/insertPage/5`, actors.owner, pageWith(1))).statusCode).toBe(
      400,
    );
    expect(
      (await call('DELETE', `${base}/pages/${inserted.json<BoardPage>()._id}`, actors.owner))
        .statusCode,
    ).toBe(204);
    stored = (await call('GET', base)).json<TacticBoard>();
    expect(stored.pages.map((p) => p.objects.length)).toEqual([0, 1, 3]);
    const more = await call('POST', `${base}/insertPage/1`, actors.owner, pageWith(4));
    expect(more.statusCode).toBe(201);
    stored = (await call('GET', base)).json<TacticBoard>();
    expect(stored.pages.map((p) => p.objects.length)).toEqual([0, 4, 1, 3]);
  });

  it('refuses to delete the last page and unknown pages', async () => {
    const board = await createBoard();
    const base = `/api/tacticboards/${board._id}`;
    const last = await call('DELETE', `${base}/pages/${firstPage(board)._id}`, actors.owner);
    expect(last.statusCode).toBe(400);
    expect((await call('DELETE', `${base}/pages/${randomUUID()}`, actors.owner)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('PATCH', `${base}/pages/${randomUUID()}`, actors.owner, {
          ...pageWith(0),
          revision: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('meta, replace, duplicate, delete', () => {
  it('changes meta data and refuses a stale version', async () => {
    const board = await createBoard();
    const url = `/api/tacticboards/${board._id}/meta`;
    const changed = await call('PATCH', url, actors.owner, {
      name: 'Renamed',
      tags: ['Beater', 'beater', 'Seeker'],
      description: '# Plan',
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed',
      tags: ['Beater', 'Seeker'],
      description: '# Plan',
      version: 2,
    });
    expect((await call('PATCH', url, actors.owner, { name: 'Late', version: 1 })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', url, actors.owner, { owner: actors.stranger.id })).statusCode).toBe(
      400,
    );
  });

  it('replaces the whole board, keeping known page ids', async () => {
    const board = await createBoard();
    const keep = firstPage(board);
    const response = await call('PUT', `/api/tacticboards/${board._id}`, actors.owner, {
      name: 'Replaced',
      tags: [],
      isPrivate: false,
      description: '',
      coaching_points: '',
      pages: [pageWith(1), { ...keep, objects: pageWith(2).objects }],
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json<TacticBoard>();
    expect(replaced.pages.map((p) => p.objects.length)).toEqual([1, 2]);
    expect(replaced.pages[1]?._id).toBe(keep._id);
    expect(replaced.version).toBe(2);
    const stale = await call('PUT', `/api/tacticboards/${board._id}`, actors.owner, {
      name: 'x',
      pages: [pageWith(0)],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('raises the revision of a page the PUT kept, so an older save of it gets 409', async () => {
    const board = await createBoard();
    const page = firstPage(board);
    const put = await call('PUT', `/api/tacticboards/${board._id}`, actors.owner, {
      name: board.name,
      pages: [{ ...page, objects: pageWith(2).objects }],
      version: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(firstPage(put.json<TacticBoard>()).revision).toBeGreaterThan(page.revision);
    // An actors.editor who read revision 1 before the PUT must not save over it.
    const stale = await call(
      'PATCH',
      `/api/tacticboards/${board._id}/pages/${page._id}`,
      actors.owner,
      {
        ...pageWith(0),
        revision: page.revision,
      },
    );
    expect(stale.statusCode).toBe(409);
    const stored = await call('GET', `/api/tacticboards/${board._id}`, actors.owner);
    expect(firstPage(stored.json<TacticBoard>()).objects).toHaveLength(2);
  });

  it('keeps fields a PUT leaves out, privacy above all', async () => {
    const board = await createBoard(actors.owner, {
      isPrivate: true,
      tags: ['Kept'],
      description: 'Kept text',
    });
    const put = await call('PUT', `/api/tacticboards/${board._id}`, actors.owner, {
      name: 'Renamed',
      pages: [pageWith(1)],
      version: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<TacticBoard>()).toMatchObject({
      name: 'Renamed',
      isPrivate: true,
      tags: ['Kept'],
      description: 'Kept text',
    });
    expect((await call('GET', `/api/tacticboards/${board._id}`, actors.stranger)).statusCode).toBe(
      404,
    );
  });

  it('lets only actors.owner and actors.admin change privacy, not an edit grantee', async () => {
    const board = await sharedBoard();
    const meta = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.editor, {
      isPrivate: false,
    });
    expect(meta.statusCode).toBe(403);
    expect(meta.json<{ message: string }>().message).toContain('isPrivate');
    const put = await call('PUT', `/api/tacticboards/${board._id}`, actors.editor, {
      name: board.name,
      isPrivate: false,
      pages: [pageWith(1)],
      version: board.version,
    });
    expect(put.statusCode).toBe(403);
    // The grantee may still edit everything else, and sending the privacy unchanged is fine.
    const rename = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.editor, {
      name: 'Renamed by editor',
      isPrivate: true,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await call('GET', `/api/tacticboards/${board._id}`, actors.stranger)).statusCode).toBe(
      404,
    );
    const byAdmin = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.admin, {
      isPrivate: false,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses integers beyond what the database holds with a 400 naming the field', async () => {
    const board = await createBoard();
    const put = await call('PUT', `/api/tacticboards/${board._id}`, actors.owner, {
      name: 'x',
      pages: [pageWith(0)],
      version: 2_147_483_648,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ message: string }>().message).toContain('version');
    const meta = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.owner, {
      name: 'x',
      version: 2_147_483_648,
    });
    expect(meta.statusCode).toBe(400);
    for (const revision of [2 ** 53, 1e308]) {
      const save = await call(
        'PATCH',
        `/api/tacticboards/${board._id}/pages/${firstPage(board)._id}`,
        actors.owner,
        { ...pageWith(0), revision },
      );
      expect(save.statusCode).toBe(400);
      expect(save.json<{ message: string }>().message).toContain('revision');
    }
  });

  it('duplicates with fresh page ids, owned by the caller, without grants', async () => {
    const board = await sharedBoard({ pages: [pageWith(2), pageWith(3)] });
    const response = await call('POST', `/api/tacticboards/${board._id}/duplicate`, actors.viewer);
    expect(response.statusCode).toBe(201);
    const copy = response.json<TacticBoard>();
    expect(copy).toMatchObject({
      name: `Copy of ${board.name}`,
      user: actors.viewer.id,
      pageCount: 2,
    });
    expect(copy.pages.map((p) => p.objects.length)).toEqual([2, 3]);
    expect(copy.pages.map((p) => p._id)).not.toEqual(
      expect.arrayContaining(board.pages.map((p) => p._id)),
    );
    expect(
      (await call('GET', `/api/tacticboards/${copy._id}/access`, actors.viewer)).json(),
    ).toEqual([]);
    expect(
      (await call('POST', `/api/tacticboards/${board._id}/duplicate`, actors.stranger)).statusCode,
    ).toBe(404);
  });

  it("names the copy as the caller's language asks, and refuses a name that is none", async () => {
    const board = await sharedBoard({ pages: [pageWith(1)] });
    const named = await call('POST', `/api/tacticboards/${board._id}/duplicate`, actors.viewer, {
      name: `${board.name} (Kopie)`,
    });
    expect(named.statusCode).toBe(201);
    expect(named.json<TacticBoard>().name).toBe(`${board.name} (Kopie)`);
    const blank = await call('POST', `/api/tacticboards/${board._id}/duplicate`, actors.viewer, {
      name: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain('name');
  });

  it("refuses to delete or hide a board the owner's own exercises use, naming them", async () => {
    const board = await createBoard();
    const exercise = await call('POST', '/api/exercises', actors.owner, {
      name: `Uses board ${unique()}`,
      description_blocks: [{ description: 'see board', tactics_board: board._id }],
    });
    expect(exercise.statusCode, exercise.body).toBe(201);
    const name = exercise.json<{ name: string }>().name;
    const del = await call('DELETE', `/api/tacticboards/${board._id}`, actors.owner);
    expect(del.statusCode).toBe(400);
    expect(del.json<{ message: string }>().message).toContain(name);
    const priv = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.owner, {
      isPrivate: true,
    });
    expect(priv.statusCode).toBe(400);
    expect(priv.json<{ message: string }>().message).toContain(name);
  });

  it("gives nobody else's exercise a veto: the actors.owner hides and deletes, the exercise still saves", async () => {
    const board = await createBoard();
    const created = await call('POST', '/api/exercises', actors.stranger, {
      name: `Borrows board ${unique()}`,
      description_blocks: [{ description: 'see board', tactics_board: board._id }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const exercise = created.json<{ _id: string; version: number }>();
    const priv = await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.owner, {
      isPrivate: true,
    });
    expect(priv.statusCode, priv.body).toBe(200);
    // The borrower may keep the reference it already had, though it no longer sees the board.
    const kept = await call('PUT', `/api/exercises/${exercise._id}`, actors.stranger, {
      ...created.json<Record<string, unknown>>(),
      name: 'Still saves',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call('DELETE', `/api/tacticboards/${board._id}`, actors.owner)).statusCode).toBe(
      204,
    );
  });

  it('lets an exercise reference only boards the author can see', async () => {
    const hidden = await createBoard(actors.owner, { isPrivate: true });
    const response = await call('POST', '/api/exercises', actors.stranger, {
      name: 'x',
      description_blocks: [{ tactics_board: hidden._id }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('authorization matrix', () => {
  type Actor = 'anonymous' | 'stranger' | 'viewer' | 'editor' | 'owner' | 'admin';
  const actorNames: Actor[] = ['anonymous', 'stranger', 'viewer', 'editor', 'owner', 'admin'];
  const as = (actor: Actor): TestUser | null => (actor === 'anonymous' ? null : actors[actor]);
  type Case = [
    string,
    (b: TacticBoard, u: TestUser | null) => ReturnType<typeof call>,
    Record<Actor, number>,
  ];
  const cases: Case[] = [
    [
      'GET one',
      (b, u) => call('GET', `/api/tacticboards/${b._id}`, u),
      { anonymous: 404, stranger: 404, viewer: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'GET checkAccess',
      (b, u) => call('GET', `/api/tacticboards/${b._id}/checkAccess`, u),
      { anonymous: 404, stranger: 404, viewer: 200, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'PATCH meta',
      (b, u) => call('PATCH', `/api/tacticboards/${b._id}/meta`, u, { name: 'New' }),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'PUT board',
      (b, u) =>
        call('PUT', `/api/tacticboards/${b._id}`, u, {
          name: 'New',
          pages: [pageWith(1)],
          isPrivate: true,
          version: 1,
        }),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'PATCH page',
      (b, u) =>
        call('PATCH', `/api/tacticboards/${b._id}/pages/${firstPage(b)._id}`, u, {
          ...pageWith(1),
          revision: 1,
        }),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 200, owner: 200, admin: 200 },
    ],
    [
      'POST newPage',
      (b, u) => call('POST', `/api/tacticboards/${b._id}/newPage`, u, pageWith(1)),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 201, owner: 201, admin: 201 },
    ],
    [
      'POST insertPage',
      (b, u) => call('POST', `/api/tacticboards/${b._id}/insertPage/0`, u, pageWith(1)),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 201, owner: 201, admin: 201 },
    ],
    [
      'DELETE page',
      (b, u) => call('DELETE', `/api/tacticboards/${b._id}/pages/${b.pages[1]?._id}`, u),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 204, owner: 204, admin: 204 },
    ],
    [
      'DELETE board',
      (b, u) => call('DELETE', `/api/tacticboards/${b._id}`, u),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 403, owner: 204, admin: 204 },
    ],
    [
      'POST duplicate',
      (b, u) => call('POST', `/api/tacticboards/${b._id}/duplicate`, u),
      { anonymous: 401, stranger: 404, viewer: 201, editor: 201, owner: 201, admin: 201 },
    ],
    [
      'GET access',
      (b, u) => call('GET', `/api/tacticboards/${b._id}/access`, u),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'POST share',
      (b, u) =>
        call('POST', `/api/tacticboards/${b._id}/share`, u, {
          email: u?.id === actors.stranger.id ? actors.admin.email : actors.stranger.email,
          access: 'view',
        }),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'DELETE access',
      (b, u) =>
        call('DELETE', `/api/tacticboards/${b._id}/access`, u, { userId: actors.viewer.id }),
      { anonymous: 401, stranger: 404, viewer: 403, editor: 403, owner: 200, admin: 200 },
    ],
    [
      'POST favorite',
      (b, u) => call('POST', `/api/favorites/tacticboards/${b._id}`, u),
      { anonymous: 401, stranger: 404, viewer: 204, editor: 204, owner: 204, admin: 204 },
    ],
  ];
  for (const [name, request, expected] of cases) {
    it.each(actorNames)(`${name} on a private board as %s`, async (actor) => {
      const board = await sharedBoard({ pages: [pageWith(1), pageWith(2)] });
      const response = await request(board, as(actor));
      expect(response.statusCode, response.body).toBe(expected[actor]);
    });
  }

  it('shows public boards to everyone but lets only the privileged change them', async () => {
    const board = await createBoard();
    expect((await call('GET', `/api/tacticboards/${board._id}`)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/tacticboards/${board._id}/checkAccess`, actors.stranger)).json(),
    ).toEqual({ hasAccess: true, type: 'public', level: 'view' });
    expect(
      (await call('PATCH', `/api/tacticboards/${board._id}/meta`, actors.stranger, { name: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('lists', () => {
  const marker = unique();
  let publicBoard: TacticBoard;
  let privateBoard: TacticBoard;
  beforeAll(async () => {
    publicBoard = await createBoard(actors.owner, {
      name: `List ${marker} alpha`,
      tags: [`m-${marker}`, 'Set piece'],
      pages: [pageWith(2)],
    });
    privateBoard = await createBoard(actors.owner, {
      name: `List ${marker} beta`,
      tags: [`m-${marker}`, 'Beater play'],
      isPrivate: true,
    });
    await call('POST', `/api/tacticboards/${privateBoard._id}/share`, actors.owner, {
      email: actors.viewer.email,
      access: 'view',
    });
  });
  const names = async (query: string, as?: TestUser | null) => {
    const response = await call('GET', `/api/tacticboards/header?${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<TacticBoardHeaderList>()
      .tacticboards.map((b) => b.name.split(' ').pop())
      .sort();
  };

  it('shows private boards only to actors.owner, actors.admin and grantees', async () => {
    const query = `name[regex]=list ${marker}&name[options]=i`;
    expect(await names(query)).toEqual(['alpha']);
    expect(await names(query, actors.stranger)).toEqual(['alpha']);
    expect(await names(query, actors.viewer)).toEqual(['alpha', 'beta']);
    expect(await names(query, actors.owner)).toEqual(['alpha', 'beta']);
    expect(await names(query, actors.admin)).toEqual(['alpha', 'beta']);
  });

  it('filters by tags[in], tags[regex], private, mine and shared', async () => {
    expect(await names(`tags[in]=Set piece,nothing&name[regex]=${marker}`, actors.owner)).toEqual([
      'alpha',
    ]);
    expect(
      await names(`tags[regex]=^beater&tags[options]=i&name[regex]=${marker}`, actors.owner),
    ).toEqual(['beta']);
    expect(await names(`private=true&name[regex]=${marker}`, actors.owner)).toEqual(['beta']);
    expect(await names(`shared=true&name[regex]=${marker}`, actors.viewer)).toEqual(['beta']);
    expect(await names(`mine=true&name[regex]=${marker}`, actors.viewer)).toEqual([]);
  });

  it('returns headers with the first page and page count; the full list with pages', async () => {
    const headers = await call('GET', `/api/tacticboards/header?name[regex]=${marker} alpha`);
    const [header] = headers.json<TacticBoardHeaderList>().tacticboards;
    expect(header).toMatchObject({ pageCount: 1, firstPage: { objects: expect.any(Array) } });
    expect(header).not.toHaveProperty('pages');
    const full = await call('GET', `/api/tacticboards?name[regex]=${marker} alpha`);
    expect(full.json<{ tacticboards: TacticBoard[] }>().tacticboards[0]?.pages).toHaveLength(1);
  });

  it('lists tags of visible boards only', async () => {
    const tags = async (as?: TestUser) =>
      (await call('GET', `/api/tags/tacticboards?tagName[regex]=^(set|beater)`, as)).json<
        string[]
      >();
    expect(await tags()).toContain('Set piece');
    expect(await tags()).not.toContain('Beater play');
    expect(await tags(actors.viewer)).toContain('Beater play');
  });

  it('rejects unsupported list parameters with 400', async () => {
    const response = await call('GET', '/api/tacticboards/header?tags[all]=x');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('tags[all]');
  });

  it('keeps favorites per user', async () => {
    await call('POST', `/api/favorites/tacticboards/${publicBoard._id}`, actors.stranger);
    const favorites = await call('GET', '/api/tacticboards/header?favorite=true', actors.stranger);
    expect(favorites.json<TacticBoardHeaderList>().tacticboards.map((b) => b._id)).toEqual([
      publicBoard._id,
    ]);
    // The favorites path answers QuadCoach's records (docs/quadcoach-compat.md).
    const records = await call('GET', '/api/favorites/tacticboards', actors.stranger);
    expect(records.json<Array<{ tacticboard: string }>>().map((f) => f.tacticboard)).toEqual([
      publicBoard._id,
    ]);
    expect(
      (
        await call('GET', `/api/tacticboards/${publicBoard._id}`, actors.stranger)
      ).json<TacticBoard>().favorite,
    ).toBe(true);
    expect(
      (await call('GET', `/api/tacticboards/${publicBoard._id}`, actors.owner)).json<TacticBoard>()
        .favorite,
    ).toBe(false);
  });
});
