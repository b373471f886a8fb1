import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EXERCISE_A,
  board,
  exercise,
  group,
  nextId,
  parallel,
  pause,
  section,
  text,
  tuesday,
  uuid,
} from './plan-fixtures.ts';
import {
  MAX_PLAN_ITEMS,
  MAX_PLAN_SECTIONS,
  practicePlanCreateSchema,
  practicePlanHeaderSchema,
  practicePlanListResponseSchema,
  practicePlanSchema,
  practicePlanUpdateSchema,
  planGroupSchema,
  planItemSchema,
  planSectionSchema,
} from './schema.ts';
import type { PlanGroup } from './schema.ts';

/** The first problem as the API reports it: the field's path and the message. */
function problem(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

const create = (fields: Record<string, unknown>) => problem(practicePlanCreateSchema, fields);
const withSections = (...sections: unknown[]) => create({ name: 'Plan', sections });
const withItem = (item: unknown) => withSections({ _id: nextId(), title: 'A', items: [item] });

const quaffle = (minutes = 10): PlanGroup =>
  group('Quaffle', ['chasers', 'keepers'], { kind: 'exercise', exerciseId: EXERCISE_A, minutes });

describe('practicePlanCreateSchema', () => {
  it('fills defaults for everything but the name', () => {
    expect(practicePlanCreateSchema.parse({ name: '  Tuesday  ' })).toEqual({
      name: 'Tuesday',
      description: '',
      tags: [],
      isPrivate: false,
      date: null,
      startTime: null,
      headCount: null,
      plannedMinutes: null,
      sections: [],
    });
  });

  it('accepts a full plan as it is and tidies tags like exercises do', () => {
    const plan = tuesday();
    expect(practicePlanCreateSchema.parse(plan)).toEqual(plan);
    expect(practicePlanCreateSchema.parse({ ...plan, tags: ['Beaters', 'beaters '] }).tags).toEqual(
      ['Beaters'],
    );
  });

  it('trims titles, labels and texts', () => {
    const item = text('  Bring bibs  ');
    const parsed = practicePlanCreateSchema.parse({
      name: 'Plan',
      sections: [{ ...section('  Warm-up ', item) }],
    });
    expect(parsed.sections[0]?.title).toBe('Warm-up');
    expect(parsed.sections[0]?.items[0]).toMatchObject({ text: 'Bring bibs' });
  });

  it('names the field of a bad name, date, time, head count or planned length', () => {
    expect(create({ name: '   ' })).toBe('name: must not be empty');
    expect(create({ name: 'x'.repeat(201) })).toBe('name: must be at most 200 characters');
    expect(create({ name: 'P', date: '2026-02-30' })).toBe('date: must be a date YYYY-MM-DD');
    expect(create({ name: 'P', date: '3.3.2026' })).toBe('date: must be a date YYYY-MM-DD');
    expect(create({ name: 'P', startTime: '24:00' })).toBe(
      'startTime: must be a time HH:MM (24 h)',
    );
    expect(create({ name: 'P', startTime: '7:00' })).toBe('startTime: must be a time HH:MM (24 h)');
    expect(create({ name: 'P', headCount: 0 })).toBe('headCount: must be at least 1');
    expect(create({ name: 'P', headCount: 201 })).toBe('headCount: must be at most 200');
    expect(create({ name: 'P', headCount: 2.5 })).toBe('headCount: must be a whole number');
    expect(create({ name: 'P', plannedMinutes: 0 })).toBe(
      'plannedMinutes: must be at least 1 minute',
    );
    expect(create({ name: 'P', plannedMinutes: 721 })).toBe(
      'plannedMinutes: must be at most 720 minutes',
    );
    expect(create({ name: 'P', description: 'x'.repeat(20_001) })).toBe(
      'description: must be at most 20000 characters',
    );
  });

  it('takes a leap day and the last minute of the day', () => {
    expect(create({ name: 'P', date: '2028-02-29', startTime: '23:59' })).toBeUndefined();
  });

  it('takes minutes from 1 to 240, and 0 for a free-text note', () => {
    expect(withItem(exercise(1))).toBeUndefined();
    expect(withItem(board(240))).toBeUndefined();
    expect(withItem(text('note', 0))).toBeUndefined();
    expect(withItem(exercise(0))).toBe('sections.0.items.0.minutes: must be at least 1 minute');
    expect(withItem(pause(0))).toBe('sections.0.items.0.minutes: must be at least 1 minute');
    expect(withItem(exercise(241))).toBe('sections.0.items.0.minutes: must be at most 240 minutes');
    expect(withItem(text('note', 241))).toBe(
      'sections.0.items.0.minutes: must be at most 240 minutes',
    );
    expect(withItem(exercise(1.5))).toBe('sections.0.items.0.minutes: must be whole minutes');
  });

  it('names a bad item field', () => {
    expect(withItem({ ...exercise(5), exerciseId: 'abc' })).toBe(
      'sections.0.items.0.exerciseId: must be the UUID of an exercise',
    );
    expect(withItem({ ...board(5), tacticboardId: undefined })).toBe(
      'sections.0.items.0.tacticboardId: must be the UUID of a tactic board',
    );
    expect(withItem(text('  '))).toBe('sections.0.items.0.text: must not be empty');
    expect(withItem(text('x'.repeat(2001)))).toBe(
      'sections.0.items.0.text: must be at most 2000 characters',
    );
    expect(withItem(pause(5, 'x'.repeat(201)))).toBe(
      'sections.0.items.0.note: must be at most 200 characters',
    );
    expect(withItem({ ...exercise(5), kind: 'warmup' })).toBe(
      'sections.0.items.0.kind: must be one of exercise, tacticboard, break, text, parallel',
    );
    expect(withItem({ ...exercise(5), _id: 'item-1' })).toBe(
      'sections.0.items.0._id: must be a UUID',
    );
  });

  it('takes 2 to 6 parallel groups', () => {
    expect(withItem(parallel(quaffle(), quaffle()))).toBeUndefined();
    expect(withItem(parallel(quaffle()))).toBe(
      'sections.0.items.0.groups: must hold at least 2 groups',
    );
    const seven = Array.from({ length: 7 }, () => quaffle());
    expect(withItem(parallel(...seven))).toBe(
      'sections.0.items.0.groups: must hold at most 6 groups',
    );
  });

  it('names a bad group field', () => {
    const bad = (changes: Partial<PlanGroup> | Record<string, unknown>) =>
      withItem(parallel({ ...quaffle(), ...changes }, quaffle()));
    expect(bad({ label: '' })).toBe('sections.0.items.0.groups.0.label: must not be empty');
    expect(bad({ positions: [] })).toBe(
      'sections.0.items.0.groups.0.positions: must name at least one position',
    );
    expect(bad({ positions: ['beaters', 'beaters'] })).toBe(
      'sections.0.items.0.groups.0.positions: must not name a position twice',
    );
    expect(bad({ positions: ['goalies'] })).toBe(
      'sections.0.items.0.groups.0.positions.0: must be one of beaters, chasers, keepers, seekers',
    );
    expect(bad({ activity: { kind: 'break', minutes: 5 } })).toBe(
      'sections.0.items.0.groups.0.activity.kind: must be one of exercise, tacticboard, text',
    );
    expect(bad({ activity: { kind: 'text', text: 'go', minutes: 300 } })).toBe(
      'sections.0.items.0.groups.0.activity.minutes: must be at most 240 minutes',
    );
  });

  it('lets one position train in two groups of an item (chasers split in two)', () => {
    const chasersA = group('Chasers A', ['chasers'], { kind: 'text', text: 'a', minutes: 5 });
    const chasersB = group('Chasers B', ['chasers'], { kind: 'text', text: 'b', minutes: 5 });
    expect(withItem(parallel(chasersA, chasersB))).toBeUndefined();
  });

  it('names a bad section title', () => {
    expect(withSections(section(''))).toBe('sections.0.title: must not be empty');
    expect(withSections(section('x'.repeat(101)))).toBe(
      'sections.0.title: must be at most 100 characters',
    );
  });

  it(`holds at most ${MAX_PLAN_SECTIONS} sections`, () => {
    const sections = Array.from({ length: MAX_PLAN_SECTIONS + 1 }, () => section('S'));
    expect(withSections(...sections.slice(1))).toBeUndefined();
    expect(withSections(...sections)).toBe('sections: must hold at most 20 sections');
  });

  it(`holds at most ${MAX_PLAN_ITEMS} items over all sections`, () => {
    const items = (n: number) => Array.from({ length: n }, () => pause(1));
    expect(withSections(section('A', ...items(30)), section('B', ...items(30)))).toBeUndefined();
    expect(withSections(section('A', ...items(30)), section('B', ...items(31)))).toBe(
      'sections: must hold at most 60 items in all sections together (has 61)',
    );
    expect(withSections(section('A', ...items(61)))).toBe(
      'sections.0.items: must hold at most 60 items',
    );
  });

  it('needs ids unique over sections, items and groups', () => {
    const id = uuid(42);
    expect(withSections({ ...section('A'), _id: id }, { ...section('B'), _id: id })).toBe(
      'sections.1._id: must be unique in the plan',
    );
    expect(withSections(section('A', { ...pause(1), _id: id }, { ...pause(2), _id: id }))).toBe(
      'sections.0.items.1._id: must be unique in the plan',
    );
    const twin = parallel({ ...quaffle(), _id: id }, { ...quaffle(), _id: id });
    expect(withSections(section('A', twin))).toBe(
      'sections.0.items.0.groups.1._id: must be unique in the plan',
    );
  });
});

describe('practicePlanUpdateSchema', () => {
  it('needs the version it was read at', () => {
    expect(problem(practicePlanUpdateSchema, { name: 'P' })).toMatch(/^version: /);
    expect(problem(practicePlanUpdateSchema, { name: 'P', version: 0 })).toMatch(/^version: /);
    expect(problem(practicePlanUpdateSchema, { ...tuesday(), version: 4 })).toBeUndefined();
  });

  it('leaves isPrivate out when it is not sent, so the stored privacy stays', () => {
    const parsed = practicePlanUpdateSchema.parse({ name: 'P', version: 1 });
    expect(parsed.isPrivate).toBeUndefined();
    expect(
      practicePlanUpdateSchema.parse({ name: 'P', version: 1, isPrivate: true }).isPrivate,
    ).toBe(true);
  });

  it('applies the plan-wide rules too', () => {
    const id = uuid(7);
    expect(
      problem(practicePlanUpdateSchema, {
        name: 'P',
        version: 1,
        sections: [
          { ...section('A'), _id: id },
          { ...section('B'), _id: id },
        ],
      }),
    ).toBe('sections.1._id: must be unique in the plan');
  });
});

describe('response schemas', () => {
  const stored = {
    ...tuesday(),
    _id: uuid(1),
    totalMinutes: 70,
    user: uuid(2),
    creator: 'Coach',
    favorite: false,
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };

  it('describe a stored plan, its list header and a page of headers', () => {
    const plan = {
      ...stored,
      unavailable: [uuid(3)],
      referenced: {
        exercises: [
          {
            _id: uuid(4),
            name: 'Passing square',
            persons: 8,
            beaters: 0,
            chasers: 6,
            materials: ['cones'],
            time: 20,
          },
        ],
        tacticboards: [{ _id: uuid(5), name: 'Zone defence' }],
      },
    };
    expect(practicePlanSchema.parse(plan)).toEqual(plan);
    const { sections: _sections, ...header } = { ...stored, itemCount: 5 };
    expect(practicePlanHeaderSchema.parse(header)).toEqual(header);
    const page = {
      practiceplans: [header],
      pagination: { page: 1, limit: 50, total: 1, pages: 1, exact: true },
    };
    expect(practicePlanListResponseSchema.parse(page)).toEqual(page);
  });

  it('carry the names the API document refers to', () => {
    const ids = [
      practicePlanSchema,
      practicePlanCreateSchema,
      practicePlanUpdateSchema,
      practicePlanHeaderSchema,
      practicePlanListResponseSchema,
      planSectionSchema,
      planItemSchema,
      planGroupSchema,
    ].map((schema) => z.globalRegistry.get(schema)?.id);
    expect(ids).toEqual([
      'PracticePlan',
      'PracticePlanCreate',
      'PracticePlanUpdate',
      'PracticePlanHeader',
      'PracticePlanList',
      'PracticePlanSection',
      'PracticePlanItem',
      'PracticePlanGroup',
    ]);
  });

  it('turn into a JSON schema with the plan parts as named definitions', () => {
    const json = z.toJSONSchema(practicePlanCreateSchema, { io: 'input', unrepresentable: 'any' });
    expect(Object.keys(json.$defs ?? {})).toEqual(
      expect.arrayContaining(['PracticePlanSection', 'PracticePlanItem', 'PracticePlanGroup']),
    );
  });
});
