import { describe, expect, it } from 'vitest';
import { nextId, tuesday } from './plan-fixtures.ts';
import { practicePlanCreateSchema } from './schema.ts';
import type { PracticePlanContent } from './schema.ts';
import { duplicateAsTemplate } from './template.ts';

const idsOf = (plan: PracticePlanContent): string[] =>
  plan.sections.flatMap((section) => [
    section._id,
    ...section.items.flatMap((item) => [
      item._id,
      ...(item.kind === 'parallel' ? item.groups.map((group) => group._id) : []),
    ]),
  ]);

const withoutIds = (plan: PracticePlanContent): unknown =>
  JSON.parse(JSON.stringify(plan, (key, value: unknown) => (key === '_id' ? undefined : value)));

describe('duplicateAsTemplate', () => {
  it('copies the plan without its date and with fresh ids everywhere', () => {
    const original = tuesday();
    const copy = duplicateAsTemplate(original, nextId);
    expect(copy.date).toBeNull();
    expect(withoutIds(copy)).toEqual(withoutIds({ ...original, date: null }));
    const fresh = idsOf(copy);
    expect(fresh).toHaveLength(idsOf(original).length);
    expect(new Set([...fresh, ...idsOf(original)]).size).toBe(fresh.length * 2);
  });

  it('leaves the server-owned fields of a stored plan behind', () => {
    const stored = { ...tuesday(), _id: nextId(), version: 3, user: 'someone', favorite: true };
    const copy = duplicateAsTemplate(stored, nextId);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(tuesday()).sort());
  });

  it('shares nothing with the original, so editing the copy leaves it alone', () => {
    const original = tuesday();
    const before = JSON.parse(JSON.stringify(original)) as unknown;
    const copy = duplicateAsTemplate(original, nextId);
    const main = copy.sections[1]?.items[0];
    if (main?.kind !== 'parallel') throw new Error('expected the parallel item');
    main.groups[0]?.positions.push('seekers');
    main.groups[0]!.activity.minutes = 99;
    copy.tags.push('copied');
    expect(original).toEqual(before);
  });

  it('gives a copy the create schema accepts', () => {
    const copy = duplicateAsTemplate(tuesday(), nextId);
    expect(practicePlanCreateSchema.safeParse(copy).success).toBe(true);
  });
});
