import { describe, expect, it } from 'vitest';
import { checkForSave, problemsFromServer } from './planner-validation.ts';
import {
  content,
  exerciseItem,
  group,
  parallelItem,
  section,
  textItem,
  uuid,
} from './testing/planner-fixtures.ts';

const plan = () =>
  content([
    section(1, 'Warm-up', [exerciseItem(11), textItem(12, 'Talk')]),
    section(2, 'Main', [parallelItem(21, group(22, 'A'), group(23, 'B'))]),
  ]);

describe('checkForSave', () => {
  it('makes the PUT body with the version and without privacy', () => {
    const check = checkForSave({ ...plan(), name: '  Tuesday  ' }, 4);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({ name: 'Tuesday', version: 4 });
    expect(check.body).not.toHaveProperty('isPrivate');
  });

  it('puts problems on the fields by id, so they stay with their rows', () => {
    const broken = plan();
    const warmUp = broken.sections[0]!;
    const main = broken.sections[1]!;
    const invalid = {
      ...broken,
      name: ' ',
      sections: [
        { ...warmUp, title: '', items: [warmUp.items[0]!, textItem(12, '')] },
        {
          ...main,
          items: [parallelItem(21, { ...group(22, 'A'), label: '' }, group(23, 'B'))],
        },
      ],
    };
    const check = checkForSave(invalid, 1);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.fromEntries(check.problems)).toEqual({
      name: { key: 'required' },
      [`section:${uuid(1)}:title`]: { key: 'required' },
      [`item:${uuid(12)}:text`]: { key: 'required' },
      [`group:${uuid(22)}:label`]: { key: 'required' },
    });
  });
});

describe('problemsFromServer', () => {
  it('places a reference the server refused and a validation list on their fields', () => {
    const gone = problemsFromServer(plan(), {
      status: 400,
      data: {
        message: 'sections.1.items.0.groups.1.activity.tacticboardId: no such tactic board',
        details: { field: 'sections.1.items.0.groups.1.activity.tacticboardId', id: uuid(9) },
      },
    });
    expect(Object.fromEntries(gone)).toEqual({
      [`group:${uuid(23)}:tacticboardId`]: { key: 'referenceGone' },
    });
    const listed = problemsFromServer(plan(), {
      status: 400,
      data: {
        message: 'body.sections.0.items.0.minutes: must be at least 1 minute',
        details: [
          { field: 'body.sections.0.items.0.minutes', message: 'must be at least 1 minute' },
          { field: 'body.name', message: 'must be at most 200 characters' },
        ],
      },
    });
    expect(Object.fromEntries(listed)).toEqual({
      [`item:${uuid(11)}:minutes`]: { key: 'minutesRange', values: { min: 1, max: 240 } },
      name: { key: 'tooLong', values: { max: 200 } },
    });
  });

  it('reads the field from the message when there are no details', () => {
    const problems = problemsFromServer(plan(), {
      status: 400,
      data: { message: 'body.sections: must hold at most 60 items in all sections together' },
    });
    expect(Object.fromEntries(problems)).toEqual({
      plan: { key: 'tooManyItems', values: { max: 60 } },
    });
  });
});
