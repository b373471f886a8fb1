import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useActors } from '../test/actors.ts';

/*
 * Contract tests for what QuadCoach's real client sent when it was driven against our server
 * (bench/quadcoach-smoke.mjs, docs/quadcoach-compat.md "Checked with the real client"). Written
 * from its client/src/api/axiosBaseQuery.ts (the Authorization header), pages/exerciseApi.ts with
 * pages/Exercises/Exercise/ViewExercise/Exercise.tsx (the exercise save) and
 * api/quadcoachApi/tacticboardApi.ts with pages/TacticBoard/TacticBoard.tsx (the page save).
 */

const actors = useActors();
const { call } = actors;

const asVisitorOfQuadCoach = (url: string, token: string) =>
  actors.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('a visitor of the QuadCoach client (axiosBaseQuery.ts)', () => {
  // Its header is `Bearer ${store.getState().auth.token}`: before login and after logout the
  // token is null, so every call of a visitor says "Bearer null".
  it.each(['null', 'undefined'])('treats `Bearer %s` as no token', async (token) => {
    const list = await asVisitorOfQuadCoach('/api/exercises', token);
    expect(list.statusCode, list.body).toBe(200);

    const plan = await call('POST', '/api/practice-plans', actors.owner, {
      name: 'Shared with a visitor',
      isPrivate: true,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const { _id } = plan.json<{ _id: string }>();
    const link = await call('POST', `/api/practice-plans/${_id}/share-link`, actors.owner);
    expect(link.statusCode, link.body).toBe(201);
    const opened = await asVisitorOfQuadCoach(
      `/api/practice-plans/share/${link.json<{ token: string }>().token}`,
      token,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ _id, name: 'Shared with a visitor' });

    // Still a visitor: what needs a login answers 401, which the client handles by logging in.
    const mine = await asVisitorOfQuadCoach(`/api/user/${actors.owner.id}`, token);
    expect(mine.statusCode).toBe(401);
  });

  it('still answers 403 to a token that is not valid, so a real client refreshes', async () => {
    const forged = await asVisitorOfQuadCoach('/api/exercises', 'not.a.token');
    expect(forged.statusCode).toBe(403);
  });
});

describe('exercise save of the QuadCoach editor (PUT /api/exercises/{id} without version)', () => {
  async function createdExercise() {
    // What its "Add exercise" dialog posts.
    const created = await call('POST', '/api/exercises', actors.owner, {
      name: 'Smoke drill',
      materials: [],
      time_min: 0,
      beaters: 0,
      chasers: 0,
      persons: 0,
      creator: actors.owner.name,
      user: actors.owner.id,
      tags: [],
      description_blocks: [],
      related_to: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ _id: string; version: number }>();
  }

  it('saves the form it sends, raises the version and answers the exercise', async () => {
    const exercise = await createdExercise();
    // The editor's formik values with `_id`, and no `version`: QuadCoach has none.
    const saved = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      _id: exercise._id,
      name: 'Smoke drill edited',
      persons: 4,
      time_min: 10,
      beaters: 2,
      chasers: 2,
      materials: ['cones'],
      tags: ['warm-up'],
      description_blocks: [
        { description: 'Run', video_url: '', coaching_points: '', time_min: 10 },
      ],
      related_to: [],
      creator: actors.owner.name,
      user: actors.owner.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      _id: exercise._id,
      name: 'Smoke drill edited',
      persons: 4,
      time_min: 10,
      materials: ['cones'],
      version: exercise.version + 1,
    });
  });

  it('makes a client that sends the version it read get 409 afterwards', async () => {
    const exercise = await createdExercise();
    const quadcoach = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      _id: exercise._id,
      name: 'Saved in QuadCoach',
    });
    expect(quadcoach.statusCode, quadcoach.body).toBe(200);
    const ours = await call('PUT', `/api/exercises/${exercise._id}`, actors.owner, {
      name: 'Saved in Courtside from a stale read',
      version: exercise.version,
    });
    expect(ours.statusCode).toBe(409);
    expect(ours.json()).toMatchObject({ details: { currentVersion: exercise.version + 1 } });
  });

  it('keeps the rights: a stranger gets 403, a missing exercise 404', async () => {
    const exercise = await createdExercise();
    const stranger = await call('PUT', `/api/exercises/${exercise._id}`, actors.stranger, {
      name: 'Not mine',
    });
    expect(stranger.statusCode).toBe(403);
    const missing = await call(
      'PUT',
      '/api/exercises/00000000-0000-4000-8000-000000000000',
      actors.owner,
      { name: 'Gone' },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('page save of the QuadCoach board editor (PATCH …/pages/{pageId} without revision)', () => {
  async function boardWithPage() {
    const created = await call('POST', '/api/tacticboards', actors.owner, {
      name: 'Smoke board',
      isPrivate: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    const board = await call('GET', `/api/tacticboards/${_id}`, actors.owner);
    const page = board.json<{
      pages: Array<Record<string, unknown> & { _id: string; revision: number }>;
    }>().pages[0];
    if (!page) throw new Error('a new board has a page');
    return { boardId: _id, page };
  }

  it('saves the canvas JSON it sends and raises the revision', async () => {
    const { boardId, page } = await boardWithPage();
    // getAllObjectsJson(): the canvas as fabric writes it, without our revision.
    const { revision, _id: pageId, ...canvas } = page;
    const saved = await call(
      'PATCH',
      `/api/tacticboards/${boardId}/pages/${pageId}`,
      actors.owner,
      canvas,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ _id: pageId, revision: revision + 1 });

    // Our editor, still on the old revision with other objects, is told someone saved in between
    // (the same objects again would be its own save sent twice, and no conflict).
    const stale = await call(
      'PATCH',
      `/api/tacticboards/${boardId}/pages/${pageId}`,
      actors.owner,
      {
        ...canvas,
        objects: [{ type: 'circle', uuid: randomUUID(), left: 100, top: 100, radius: 10 }],
        revision,
      },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('keeps the rights and the page rules: a stranger gets 403, a missing page 404', async () => {
    const { boardId, page } = await boardWithPage();
    const { revision: _revision, _id: pageId, ...canvas } = page;
    const stranger = await call(
      'PATCH',
      `/api/tacticboards/${boardId}/pages/${pageId}`,
      actors.stranger,
      canvas,
    );
    expect(stranger.statusCode).toBe(403);
    const missing = await call(
      'PATCH',
      `/api/tacticboards/${boardId}/pages/00000000-0000-4000-8000-000000000000`,
      actors.owner,
      canvas,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('board profile of the QuadCoach client (PATCH /api/tacticboards/{id}/meta)', () => {
  it('accepts the form it saves, `creator` and `user` included, and does not read those two', async () => {
    const created = await call('POST', '/api/tacticboards', actors.owner, {
      name: 'Profile board',
      isPrivate: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    // TacticBoardProfile.tsx: updateTacticBoardMeta({ metaData: { name, isPrivate, creator, user, tags, description, coaching_points } })
    const saved = await call('PATCH', `/api/tacticboards/${_id}/meta`, actors.editor, {
      name: 'Profile board, private',
      isPrivate: true,
      creator: 'Someone else',
      user: actors.editor.id,
      tags: ['defense'],
      description: 'Made private in QuadCoach',
      coaching_points: '',
    });
    // The editor has no grant on this board: the echo of `user` grants nothing.
    expect(saved.statusCode).toBe(403);
    const owner = await call('PATCH', `/api/tacticboards/${_id}/meta`, actors.owner, {
      name: 'Profile board, private',
      isPrivate: true,
      creator: 'Someone else',
      user: actors.stranger.id,
      tags: ['defense'],
      description: 'Made private in QuadCoach',
      coaching_points: '',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({
      name: 'Profile board, private',
      isPrivate: true,
      tags: ['defense'],
      user: actors.owner.id,
      creator: actors.owner.name,
    });
  });

  it('still refuses a field QuadCoach does not send, naming it', async () => {
    const created = await call('POST', '/api/tacticboards', actors.owner, { name: 'Strict' });
    const { _id } = created.json<{ _id: string }>();
    const refused = await call('PATCH', `/api/tacticboards/${_id}/meta`, actors.owner, {
      name: 'Strict',
      pages: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('pages');
  });
});

describe('"Add tactic board" of the QuadCoach client (POST /api/tacticboards)', () => {
  it('creates the board from its empty page, which has no `objects`', async () => {
    // TacticBoardList.tsx: pages: [{ objects: undefined, backgroundImage: { … } }]; JSON drops the undefined.
    const created = await call('POST', '/api/tacticboards', actors.owner, {
      name: 'Added in QuadCoach',
      isPrivate: false,
      creator: actors.owner.name,
      user: actors.owner.id,
      pages: [
        {
          backgroundImage: { type: 'image', src: '/full-court.svg', width: 1220, height: 686 },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json<{ pages: Array<{ objects: unknown[] }> }>();
    expect(board.pages).toHaveLength(1);
    expect(board.pages[0]?.objects).toEqual([]);
  });

  it('still refuses objects that are not a list', async () => {
    const created = await call('POST', '/api/tacticboards', actors.owner, {
      name: 'Broken page',
      pages: [{ objects: 'none', backgroundImage: { src: '/full-court.svg' } }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('pages.0.objects');
  });
});
