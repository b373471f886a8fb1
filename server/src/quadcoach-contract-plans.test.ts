import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_POSITIONS, type PlanSection } from '@courtside/domain';
import { useActors } from '../test/actors.ts';
import type { TestUser } from '../test/factories.ts';

/*
 * Contract tests for QuadCoach's practice-plan, tag and material calls (issue 18,
 * docs/quadcoach-compat.md), written from its client/src/api/quadcoachApi/practicePlansApi.ts,
 * domain/PracticePlan.ts, tacticboardApi.ts and pages/exerciseApi.ts, and from what its planner
 * (pages/PracticePlanner) and plan list (pages/PracticePlanList) send. Each test sends what that
 * client sends and checks what it reads.
 */

const actors = useActors();
const { call } = actors;

const unique = () => randomUUID().slice(0, 8);

interface QcItem {
  _id?: string;
  kind: string;
  description?: string;
  exerciseId?: string;
  blockId?: string;
  duration?: number;
  [field: string]: unknown;
}
interface QcGroup {
  _id?: string;
  name: string;
  items: QcItem[];
  [field: string]: unknown;
}
interface QcSection {
  _id?: string;
  name: string;
  targetDuration: number;
  groups: QcGroup[];
  [field: string]: unknown;
}
/** A plan as QuadCoach's client reads it, with our own fields beside (as answered to both). */
interface AnsweredPlan {
  _id: string;
  name: string;
  description: string;
  tags: string[];
  user: string;
  isPrivate: boolean;
  version: number;
  shareToken?: string;
  createdAt: string;
  updatedAt: string;
  sections: Array<QcSection & PlanSection>;
}

async function newExercise(as: TestUser = actors.owner) {
  const response = await call('POST', '/api/exercises', as, {
    name: `Drill ${unique()}`,
    persons: 6,
    description_blocks: [{ description: 'First' }, { description: 'Second' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; description_blocks: Array<{ _id: string }> }>();
}

/** What QuadCoach's plan list sends when a coach adds a plan (PracticePlanList.tsx). */
async function quadcoachCreate(as: TestUser, name = `QC plan ${unique()}`) {
  const response = await call('POST', '/api/practice-plans', as, {
    name,
    description: '',
    tags: [],
    isPrivate: false,
    sections: [
      { name: 'Warm Up', targetDuration: 15, groups: [] },
      { name: 'Main', targetDuration: 90, groups: [] },
      { name: 'Cooldown', targetDuration: 15, groups: [] },
    ],
    user: as.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AnsweredPlan>();
}

async function read(id: string, as: TestUser | null = actors.owner) {
  const response = await call('GET', `/api/practice-plans/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnsweredPlan>();
}

/**
 * QuadCoach's planner save (PracticePlanner.tsx onSubmit): the form values, new things' `temp_`
 * ids dropped, `_id` of the plan added, sent with PATCH and no version.
 */
function quadcoachSave(plan: AnsweredPlan, sections: QcSection[], as: TestUser = actors.owner) {
  const strip = <T extends { _id?: string }>(thing: T): T => {
    if (!thing._id?.startsWith('temp_')) return thing;
    const { _id: _dropped, ...rest } = thing;
    return rest as T;
  };
  const sanitized = sections.map((section) =>
    strip({
      ...section,
      groups: section.groups.map((group) => strip({ ...group, items: group.items.map(strip) })),
    }),
  );
  return call('PATCH', `/api/practice-plans/${plan._id}`, as, {
    _id: plan._id,
    name: plan.name,
    tags: plan.tags,
    description: plan.description,
    sections: sanitized,
    user: plan.user,
    isPrivate: plan.isPrivate,
  });
}

const temp = () => `temp_${Date.now()}_${Math.random()}`;

describe('practice plans (practicePlansApi.ts)', () => {
  it('createPracticePlan: POST with its default sections; getPracticePlan reads them back', async () => {
    const created = await quadcoachCreate(actors.owner);
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    const plan = await read(created._id);
    expect(plan).toMatchObject({
      name: created.name,
      description: '',
      tags: [],
      user: actors.owner.id,
      isPrivate: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(
      plan.sections.map(({ name, targetDuration, groups }) => ({ name, targetDuration, groups })),
    ).toEqual([
      { name: 'Warm Up', targetDuration: 15, groups: [] },
      { name: 'Main', targetDuration: 90, groups: [] },
      { name: 'Cooldown', targetDuration: 15, groups: [] },
    ]);
    // Our client reads the same sections in its own fields.
    expect(plan.sections.map(({ title, items }) => ({ title, items }))).toEqual([
      { title: 'Warm Up', items: [] },
      { title: 'Main', items: [] },
      { title: 'Cooldown', items: [] },
    ]);
  });

  it('patchPracticePlan: the planner adds a group with exercise blocks and a break, renames and retargets', async () => {
    const exercise = await newExercise();
    const block = exercise.description_blocks[1]?._id as string;
    const plan = await read((await quadcoachCreate(actors.owner))._id);
    const [warmUp, ...rest] = plan.sections as QcSection[];
    const edited: QcSection[] = [
      {
        ...(warmUp as QcSection),
        name: 'Activation',
        targetDuration: 20,
        groups: [
          {
            _id: temp(),
            name: 'New Group',
            items: [
              {
                _id: temp(),
                kind: 'exercise',
                exerciseId: exercise._id,
                blockId: block,
                duration: 10,
              },
              { _id: temp(), kind: 'break', description: 'Water', duration: 5 },
            ],
          },
        ],
      },
      ...rest,
      { _id: temp(), name: 'New Section', targetDuration: 30, groups: [] },
    ];
    const saved = await quadcoachSave(plan, edited);
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await read(plan._id);
    expect(after.sections).toHaveLength(4);
    const [first] = after.sections;
    expect(first).toMatchObject({
      _id: warmUp?._id,
      name: 'Activation',
      targetDuration: 20,
      groups: [
        {
          name: 'New Group',
          items: [
            { kind: 'exercise', exerciseId: exercise._id, blockId: block, duration: 10 },
            { kind: 'break', description: 'Water', duration: 5 },
          ],
        },
      ],
    });
    // In Courtside's fields: the same section, items one after another.
    expect(first).toMatchObject({
      title: 'Activation',
      items: [
        { kind: 'exercise', exerciseId: exercise._id, minutes: 10 },
        { kind: 'break', note: 'Water', minutes: 5 },
      ],
    });
    expect(after.sections[3]).toMatchObject({
      name: 'New Section',
      targetDuration: 30,
      groups: [],
    });
    // New things got ids of their own; the version rose.
    for (const id of [first?._id, first?.groups[0]?._id, first?.groups[0]?.items[0]?._id])
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.version).toBe(plan.version + 1);
  });

  it('reads groups side by side as one parallel item, open to every position', async () => {
    const [chasing, beating] = [await newExercise(), await newExercise()];
    const plan = await read((await quadcoachCreate(actors.owner))._id);
    const main = plan.sections[1] as QcSection;
    const item = (exerciseId: string): QcItem => ({
      _id: temp(),
      kind: 'exercise',
      exerciseId,
      blockId: exerciseId,
      duration: 15,
    });
    const saved = await quadcoachSave(plan, [
      plan.sections[0] as QcSection,
      {
        ...main,
        groups: [
          { _id: temp(), name: 'Chasers', items: [item(chasing._id)] },
          { _id: temp(), name: 'Beaters', items: [{ ...item(beating._id), duration: 20 }] },
        ],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read(plan._id);
    expect(after.sections).toHaveLength(2);
    const section = after.sections[1];
    expect(section?.items).toHaveLength(1);
    expect(section?.items[0]).toMatchObject({
      kind: 'parallel',
      groups: [
        {
          label: 'Chasers',
          positions: [...PLAN_POSITIONS],
          activity: { kind: 'exercise', exerciseId: chasing._id, minutes: 15 },
        },
        { label: 'Beaters', activity: { exerciseId: beating._id, minutes: 20 } },
      ],
    });
    expect(section?.groups.map((group) => group.name)).toEqual(['Chasers', 'Beaters']);
    expect(section?.groups[1]?.items).toMatchObject([{ exerciseId: beating._id, duration: 20 }]);

    // Saved back unchanged, nothing moves.
    const again = await quadcoachSave(after, after.sections);
    expect(again.statusCode, again.body).toBe(200);
    expect((await read(plan._id)).sections).toEqual(after.sections);
  });

  it('keeps a plan made in Courtside as it was when QuadCoach saves it back unchanged', async () => {
    const exercise = await newExercise();
    const board = await call('POST', '/api/tacticboards', actors.owner, { name: `B ${unique()}` });
    const boardId = board.json<{ _id: string }>()._id;
    const id = () => randomUUID();
    const created = await call('POST', '/api/practice-plans', actors.owner, {
      name: `Courtside ${unique()}`,
      sections: [
        {
          _id: id(),
          title: 'Mixed',
          items: [
            { _id: id(), kind: 'exercise', exerciseId: exercise._id, minutes: 10 },
            { _id: id(), kind: 'break', minutes: 5 },
            { _id: id(), kind: 'text', text: 'Bring bibs', minutes: 0 },
            { _id: id(), kind: 'tacticboard', tacticboardId: boardId, minutes: 7 },
            {
              _id: id(),
              kind: 'parallel',
              groups: [
                {
                  _id: id(),
                  label: 'Keepers',
                  positions: ['keepers'],
                  activity: { kind: 'text', text: 'Long passes', minutes: 10 },
                },
                {
                  _id: id(),
                  label: 'Others',
                  positions: ['chasers', 'beaters'],
                  activity: { kind: 'exercise', exerciseId: exercise._id, minutes: 12 },
                },
              ],
            },
          ],
        },
        { _id: id(), title: 'Empty', items: [] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await read(created.json<{ _id: string }>()._id);
    const [mixed] = before.sections;
    expect(mixed?.targetDuration).toBe(10 + 5 + 0 + 7 + 12);
    expect(mixed?.groups).toHaveLength(1);
    expect(mixed?.groups[0]?.items.map((item) => [item.kind, item.duration])).toEqual([
      ['exercise', 10],
      ['break', 5],
      ['text', 0],
      ['tacticboard', 7],
      ['parallel', 12],
    ]);
    // QuadCoach requires a break's description and an exercise item's block.
    expect(mixed?.groups[0]?.items[1]?.description).toBe('Break');
    expect(mixed?.groups[0]?.items[0]?.blockId).toBe(exercise._id);

    const saved = await quadcoachSave(before, before.sections);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read(before._id);
    expect(after.sections.map(({ _id, title, items }) => ({ _id, title, items }))).toEqual(
      before.sections.map(({ _id, title, items }) => ({ _id, title, items })),
    );

    // The target and group name answered were derived, and stay so: they follow our planner.
    const [savedMixed, empty] = after.sections;
    const replaced = await call('PUT', `/api/practice-plans/${before._id}`, actors.owner, {
      name: before.name,
      version: after.version,
      sections: [
        {
          _id: savedMixed?._id,
          title: 'Renamed',
          items: [...(savedMixed?.items ?? []), { _id: id(), kind: 'break', minutes: 3 }],
        },
        empty,
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [renamed] = (await read(before._id)).sections;
    expect(renamed).toMatchObject({ name: 'Renamed', targetDuration: 34 + 3 });
    expect(renamed?.groups.map((group) => [group._id, group.name])).toEqual([
      [savedMixed?._id, 'Renamed'],
    ]);
  });

  it("our planner's PUT of what it read keeps QuadCoach's fields: one answer for both clients", async () => {
    const exercise = await newExercise();
    const plan = await read((await quadcoachCreate(actors.owner))._id);
    const [first, ...rest] = plan.sections as QcSection[];
    const edited: QcSection[] = [
      {
        ...(first as QcSection),
        targetDuration: 25,
        groups: [
          {
            name: 'Everyone',
            items: [
              { kind: 'exercise', exerciseId: exercise._id, blockId: 'block-7', duration: 10 },
            ],
          },
        ],
      },
      ...rest,
    ];
    expect((await quadcoachSave(plan, edited)).statusCode).toBe(200);
    const before = await read(plan._id);
    // Our client sends its sections back as it read them, QuadCoach's fields included.
    const put = await call('PUT', `/api/practice-plans/${plan._id}`, actors.owner, {
      name: before.name,
      sections: before.sections,
      version: before.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await read(plan._id);
    expect(after.sections).toEqual(before.sections);
    expect(after.sections[0]).toMatchObject({
      targetDuration: 25,
      groups: [{ name: 'Everyone', items: [{ blockId: 'block-7' }] }],
    });
  });

  it('refuses what Courtside cannot store with a 400 naming the field', async () => {
    const exercise = await newExercise();
    const plan = await read((await quadcoachCreate(actors.owner))._id);
    const exerciseItem = (duration = 10): QcItem => ({
      kind: 'exercise',
      exerciseId: exercise._id,
      blockId: exercise._id,
      duration,
    });
    const withGroups = (...groups: QcGroup[]): QcSection[] => [
      { ...(plan.sections[0] as QcSection), groups },
    ];
    const cases: Array<[QcSection[], string]> = [
      [
        withGroups(
          { name: 'A', items: [exerciseItem()] },
          { name: 'B', items: [exerciseItem(), exerciseItem()] },
        ),
        'sections.0.groups.1.items',
      ],
      [
        withGroups(
          { name: 'A', items: [exerciseItem()] },
          { name: 'B', items: [{ kind: 'break', description: 'Rest', duration: 5 }] },
        ),
        'sections.0.groups.1.items.0.kind',
      ],
      [withGroups({ name: 'A', items: [exerciseItem(0)] }), 'sections.0.groups.0.items.0.duration'],
      [
        withGroups({ name: 'A', items: [{ ...exerciseItem(), description: 'Hard' }] }),
        'sections.0.groups.0.items.0.description',
      ],
      [
        withGroups({ name: 'A', items: [{ ...exerciseItem(), exerciseId: randomUUID() }] }),
        'sections.0.groups.0.items.0.exerciseId',
      ],
      [
        withGroups({ name: 'A', items: [{ ...exerciseItem(), colour: 'red' }] }),
        'sections.0.groups.0.items.0.colour',
      ],
      [
        withGroups({ name: 'A', items: [{ kind: 'drill', duration: 5 }] }),
        'sections.0.groups.0.items.0.kind',
      ],
      [[{ ...(plan.sections[0] as QcSection), targetDuration: -1 }], 'sections.0.targetDuration'],
      [[{ ...(plan.sections[0] as QcSection), name: '' }], 'sections.0.name'],
    ];
    for (const [sections, field] of cases) {
      const response = await quadcoachSave(plan, sections);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        new RegExp(`^${field.replaceAll('.', '\\.')}: `),
      );
    }
    const unknownField = await call('PATCH', `/api/practice-plans/${plan._id}`, actors.owner, {
      colour: 'red',
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json<{ message: string }>().message).toMatch(/^body\.colour: /);
    const otherOwner = await call('PATCH', `/api/practice-plans/${plan._id}`, actors.owner, {
      user: actors.editor.id,
    });
    expect(otherOwner.statusCode).toBe(400);
    expect(otherOwner.json<{ message: string }>().message).toMatch(/^user: /);
    // Nothing of the refused saves was written.
    expect((await read(plan._id)).version).toBe(plan.version);
  });

  it('PATCH without a version wins over a stale PUT, which then gets 409; with a version it is checked', async () => {
    const plan = await read((await quadcoachCreate(actors.owner))._id);
    const patched = await call('PATCH', `/api/practice-plans/${plan._id}`, actors.owner, {
      name: 'Renamed in QuadCoach',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<AnsweredPlan>()).toMatchObject({
      name: 'Renamed in QuadCoach',
      version: plan.version + 1,
    });
    // Our planner still holds the old version.
    const stale = await call('PUT', `/api/practice-plans/${plan._id}`, actors.owner, {
      name: 'Renamed in Courtside',
      version: plan.version,
    });
    expect(stale.statusCode).toBe(409);
    const checked = await call('PATCH', `/api/practice-plans/${plan._id}`, actors.owner, {
      name: 'Late',
      version: plan.version,
    });
    expect(checked.statusCode).toBe(409);
    // Fields the body leaves out keep their values; the sections are untouched.
    const after = await read(plan._id);
    expect(after).toMatchObject({ name: 'Renamed in QuadCoach', sections: plan.sections });
  });

  it('PATCH: editors change, viewers and strangers do not, only owner or admin change privacy', async () => {
    const plan = await quadcoachCreate(actors.owner);
    for (const [user, access] of [
      [actors.editor, 'edit'],
      [actors.viewer, 'view'],
    ] as const) {
      const granted = await call('POST', `/api/practice-plans/${plan._id}/access`, actors.owner, {
        userId: user.id,
        access,
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    const patch = (as: TestUser | null, body: object) =>
      call('PATCH', `/api/practice-plans/${plan._id}`, as, body);
    expect((await patch(actors.editor, { name: 'By the editor' })).statusCode).toBe(200);
    expect((await patch(actors.viewer, { name: 'By the viewer' })).statusCode).toBe(403);
    expect((await patch(actors.stranger, { name: 'By a stranger' })).statusCode).toBe(403);
    expect((await patch(null, { name: 'By nobody' })).statusCode).toBe(401);
    expect((await patch(actors.editor, { isPrivate: true })).statusCode).toBe(403);
    expect((await patch(actors.owner, { isPrivate: true })).statusCode).toBe(200);
    expect((await patch(actors.stranger, { name: 'Hidden now' })).statusCode).toBe(404);
    expect((await patch(actors.admin, { isPrivate: false })).statusCode).toBe(200);
    expect((await read(plan._id)).name).toBe('By the editor');
  });

  it('getPracticePlanHeaders: { practiceplans, pagination } with its filters, each with its sections summary', async () => {
    const tag = `qc${unique()}`;
    const plan = await quadcoachCreate(actors.owner, `Alpha ${tag}`);
    expect(
      (await call('PATCH', `/api/practice-plans/${plan._id}`, actors.owner, { tags: [tag] }))
        .statusCode,
    ).toBe(200);
    const response = await call(
      'GET',
      `/api/practice-plans?page=1&limit=50&name[regex]=${tag}&name[options]=i&tags[in]=${tag}&tags[regex]=${tag}&tags[options]=i&isPrivate[eq]=false&sortBy=name&sortOrder=asc`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      practiceplans: Array<Record<string, unknown>>;
      pagination: Record<string, number>;
    }>();
    expect(body.pagination).toMatchObject({ page: 1, limit: 50, total: 1, pages: 1 });
    expect(body.practiceplans).toHaveLength(1);
    expect(body.practiceplans[0]).toMatchObject({
      _id: plan._id,
      name: `Alpha ${tag}`,
      description: '',
      tags: [tag],
      user: actors.owner.id,
      isPrivate: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      sections: [
        { _id: plan.sections[0]?._id, name: 'Warm Up', targetDuration: 15 },
        { _id: plan.sections[1]?._id, name: 'Main', targetDuration: 90 },
        { _id: plan.sections[2]?._id, name: 'Cooldown', targetDuration: 15 },
      ],
    });
  });

  it('deletePracticePlan, checkPracticePlanAccess, sharePracticePlan and the access list', async () => {
    const plan = await quadcoachCreate(actors.owner);
    const shared = await call('POST', `/api/practice-plans/${plan._id}/share`, actors.owner, {
      email: actors.viewer.email,
      access: 'view',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const access = await call('GET', `/api/practice-plans/${plan._id}/access`, actors.owner);
    expect(access.json()).toContainEqual(
      expect.objectContaining({
        user: expect.objectContaining({ _id: actors.viewer.id, name: 'Viewer' }),
        access: 'view',
      }),
    );
    // addPracticePlanAccess sends an address, which QuadCoach's own server does not read either.
    const byEmail = await call('POST', `/api/practice-plans/${plan._id}/access`, actors.owner, {
      email: actors.editor.email,
      access: 'edit',
    });
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json<{ message: string }>().message).toMatch(/^body\.userId: /);
    const check = await call('GET', `/api/practice-plans/${plan._id}/checkAccess`, actors.viewer);
    expect(check.json()).toEqual({ hasAccess: true, type: 'granted', level: 'view' });
    const removed = await call('DELETE', `/api/practice-plans/${plan._id}`, actors.owner);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/practice-plans/${plan._id}`, actors.owner)).statusCode).toBe(
      404,
    );
  });
});

describe('tags and materials (exerciseApi.ts, tacticboardApi.ts)', () => {
  it('answer plain strings, as getAllTags, getAllMaterials and getTacticBoardTags read them', async () => {
    const marker = unique();
    const exercise = await call('POST', '/api/exercises', actors.owner, {
      name: `Tagged ${marker}`,
      persons: 4,
      tags: [`tag-${marker}`],
      materials: [`cone-${marker}`],
    });
    expect(exercise.statusCode, exercise.body).toBe(201);
    const board = await call('POST', '/api/tacticboards', actors.owner, {
      name: `Tagged ${marker}`,
      tags: [`board-${marker}`],
    });
    expect(board.statusCode, board.body).toBe(201);
    const get = async (url: string) => {
      const response = await call('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<unknown>();
    };
    expect(await get(`/api/tags/exercises?tagName[regex]=${marker}&tagName[options]=i`)).toEqual([
      `tag-${marker}`,
    ]);
    expect(
      await get(`/api/materials?materialName[regex]=${marker}&materialName[options]=i`),
    ).toEqual([`cone-${marker}`]);
    expect(await get(`/api/tags/tacticboards?tagName[regex]=${marker}&tagName[options]=i`)).toEqual(
      [`board-${marker}`],
    );
    const all = await get('/api/tags/exercises');
    expect(Array.isArray(all) && all.every((tag) => typeof tag === 'string')).toBe(true);
  });
});
