import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { planLookup, useActivityLabel, type PlanWithReferences } from './plan-references.ts';

const EXERCISE = '00000000-0000-4000-8000-000000000001';
const BOARD = '00000000-0000-4000-8000-000000000002';
const GONE = '00000000-0000-4000-8000-000000000003';
const PICKED = '00000000-0000-4000-8000-000000000004';

const plan: PlanWithReferences = {
  referenced: {
    exercises: [
      {
        _id: EXERCISE,
        name: 'Passing square',
        persons: 8,
        beaters: 0,
        chasers: 6,
        materials: ['cones'],
        time: 15,
      },
    ],
    tacticboards: [{ _id: BOARD, name: 'Kick-off play' }],
  },
  unavailable: [GONE],
};

describe('planLookup', () => {
  it('finds referenced exercises and boards and knows the unavailable ids', () => {
    const lookup = planLookup(plan);
    expect(lookup.exercise(EXERCISE)?.name).toBe('Passing square');
    expect(lookup.board(BOARD)?.name).toBe('Kick-off play');
    expect(lookup.exercise(BOARD)).toBeUndefined();
    expect(lookup.isUnavailable(GONE)).toBe(true);
    expect(lookup.isUnavailable(EXERCISE)).toBe(false);
  });
});

describe('useActivityLabel', () => {
  it('names and links what the caller sees, and marks the rest as no longer available', async () => {
    await i18n.changeLanguage('en');
    const names = new Map([[PICKED, 'Just picked']]);
    const { result } = renderHook(() => useActivityLabel(plan, names));
    const label = result.current;
    expect(label({ kind: 'exercise', exerciseId: EXERCISE, minutes: 10 })).toEqual({
      title: 'Passing square',
      available: true,
      href: `/exercises/${EXERCISE}`,
    });
    expect(label({ kind: 'tacticboard', tacticboardId: BOARD, minutes: 5 }).href).toBe(
      `/tacticboards/${BOARD}`,
    );
    expect(label({ kind: 'exercise', exerciseId: GONE, minutes: 10 })).toEqual({
      title: 'No longer available',
      available: false,
    });
    expect(label({ kind: 'exercise', exerciseId: PICKED, minutes: 10 }).title).toBe('Just picked');
    expect(label({ kind: 'break', minutes: 5 }).title).toBe('Break');
    expect(label({ kind: 'break', minutes: 5, note: 'Drinks' }).title).toBe('Drinks');
    expect(label({ kind: 'text', minutes: 0, text: 'Bring bibs' }).title).toBe('Bring bibs');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    const { result } = renderHook(() => useActivityLabel(plan));
    expect(result.current({ kind: 'tacticboard', tacticboardId: GONE, minutes: 5 }).title).toBe(
      'Nicht mehr verfügbar',
    );
    await i18n.changeLanguage('en');
  });
});
