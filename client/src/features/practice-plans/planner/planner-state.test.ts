import { describe, expect, it } from 'vitest';
import { initialPlannerState, plannerReducer, type PlannerAction } from './planner-state.ts';
import { content, exerciseItem, section, uuid } from './testing/planner-fixtures.ts';

const start = () => initialPlannerState(content([section(1, 'Warm-up', [exerciseItem(11, 10)])]));
const minutes = (value: number): PlannerAction => ({
  type: 'command',
  command: { kind: 'setMinutes', itemId: uuid(11), minutes: value },
  mergeKey: `minutes:${uuid(11)}`,
});
const minutesOf = (state: ReturnType<typeof start>) => {
  const item = state.history.present.sections[0]?.items[0];
  return item && 'minutes' in item ? item.minutes : undefined;
};

describe('planner state', () => {
  it('keeps a refusal to explain and leaves the content as it was', () => {
    const refused = plannerReducer(start(), minutes(0));
    expect(refused.refusal).toEqual({ code: 'minutesOutOfRange', values: { min: 1, max: 240 } });
    expect(refused.history.past).toHaveLength(0);
    expect(plannerReducer(refused, { type: 'dismissRefusal' }).refusal).toBeNull();
    expect(plannerReducer(refused, minutes(12)).refusal).toBeNull();
  });

  it('records typing into one field once, and a new entry after the field was left', () => {
    let state = plannerReducer(plannerReducer(start(), minutes(1)), minutes(15));
    expect(state.history.past).toHaveLength(1);
    state = plannerReducer(plannerReducer(state, { type: 'seal' }), minutes(20));
    expect(state.history.past).toHaveLength(2);
    state = plannerReducer(state, { type: 'undo' });
    expect(minutesOf(state)).toBe(15);
    state = plannerReducer(state, { type: 'redo' });
    expect(minutesOf(state)).toBe(20);
  });

  it("takes the server's saved copy only when nothing changed while saving", () => {
    const edited = plannerReducer(start(), minutes(12));
    const sent = edited.history.present;
    const saved = { ...sent, name: 'Trimmed' };
    expect(plannerReducer(edited, { type: 'saved', sent, saved }).history.present).toBe(saved);
    const later = plannerReducer(edited, minutes(13));
    expect(plannerReducer(later, { type: 'saved', sent, saved })).toBe(later);
  });

  it('starts over on reset', () => {
    const edited = plannerReducer(start(), minutes(12));
    const fresh = content([]);
    expect(plannerReducer(edited, { type: 'reset', content: fresh })).toEqual(
      initialPlannerState(fresh),
    );
  });
});
