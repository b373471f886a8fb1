import { describe, expect, it } from 'vitest';
import { emptyPlanForm, readPlanForm } from './plan-form-values.ts';

describe('readPlanForm', () => {
  it('reads blank optional fields as none and numbers as numbers', () => {
    const read = readPlanForm({ ...emptyPlanForm(), name: ' Tuesday ', headCount: '14' }, []);
    expect(read).toEqual({
      ok: true,
      plan: expect.objectContaining({
        name: 'Tuesday',
        date: null,
        startTime: null,
        plannedMinutes: null,
        headCount: 14,
        sections: [],
      }),
    });
  });

  it('names every field its rules refuse', () => {
    const read = readPlanForm(
      {
        ...emptyPlanForm(),
        date: '2026-02-30',
        startTime: '25:00',
        plannedMinutes: '1.5',
        headCount: 'many',
      },
      [],
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && [...read.refused].sort()).toEqual([
      'date',
      'headCount',
      'name',
      'plannedMinutes',
      'startTime',
    ]);
  });
});
