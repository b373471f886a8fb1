import { describe, expect, it } from 'vitest';
import { content, section, textItem, uuid } from '../testing/planner-fixtures.ts';
import {
  comesFromLaterSection,
  dropPlace,
  isSamePlace,
  keyboardStep,
  placeOn,
  previewOver,
} from './drag-moves.ts';

const plan = () =>
  content([
    section(1, 'A', [textItem(11, 'A1'), textItem(12, 'A2')]),
    section(2, 'B', [textItem(21, 'B1'), textItem(22, 'B2')]),
    section(3, 'C'),
  ]);
const ids = (p: ReturnType<typeof plan>) => p.sections.map((s) => s.items.map((i) => i._id));
const item = (sectionId: number) => ({ type: 'item' as const, sectionId: uuid(sectionId) });
const list = (sectionId: number, empty: boolean) => ({
  type: 'list' as const,
  sectionId: uuid(sectionId),
  empty,
});

describe('drag moves', () => {
  it('names the place of an item or the end of a list', () => {
    expect(placeOn(plan(), uuid(22), item(2))).toEqual({ sectionId: uuid(2), index: 1 });
    expect(placeOn(plan(), 'list', list(3, true))).toEqual({ sectionId: uuid(3), index: 0 });
    expect(placeOn(plan(), uuid(99), item(2))).toBeUndefined();
  });

  it('previews an item hovering another section there, before or after the hovered item', () => {
    const before = previewOver(plan(), uuid(12), uuid(21), item(2), false);
    expect(ids(before)).toEqual([[uuid(11)], [uuid(12), uuid(21), uuid(22)], []]);
    const after = previewOver(plan(), uuid(12), uuid(21), item(2), true);
    expect(ids(after)).toEqual([[uuid(11)], [uuid(21), uuid(12), uuid(22)], []]);
    const empty = previewOver(plan(), uuid(12), 'list', list(3, true), false);
    expect(ids(empty)).toEqual([[uuid(11)], [uuid(21), uuid(22)], [uuid(12)]]);
  });

  it('tells whether the dragged item comes from a section after the hovered one', () => {
    expect(comesFromLaterSection(plan(), uuid(21), item(1))).toBe(true);
    expect(comesFromLaterSection(plan(), uuid(12), item(2))).toBe(false);
    expect(comesFromLaterSection(plan(), uuid(12), list(3, true))).toBe(false);
    expect(comesFromLaterSection(plan(), uuid(21), item(2))).toBe(false);
    expect(comesFromLaterSection(plan(), uuid(99), item(1))).toBe(false);
  });

  it('steps the keyboard one place in the plan, into the next section at its near end', () => {
    expect(keyboardStep(plan(), 'item', uuid(12), false)).toBe(uuid(11));
    expect(keyboardStep(plan(), 'item', uuid(12), true)).toBe(uuid(21));
    expect(keyboardStep(plan(), 'item', uuid(22), true)).toBe('list:' + uuid(3));
    expect(keyboardStep(plan(), 'item', uuid(21), false)).toBe(uuid(12));
    expect(keyboardStep(plan(), 'item', uuid(11), false)).toBeUndefined();
    expect(keyboardStep(plan(), 'item', 'list:' + uuid(3), true)).toBeUndefined();
    expect(keyboardStep(plan(), 'section', uuid(2), false)).toBe(uuid(1));
    expect(keyboardStep(plan(), 'section', uuid(3), true)).toBeUndefined();
    expect(keyboardStep(plan(), 'section', uuid(99), true)).toBeUndefined();
  });

  it('leaves the preview alone within one section (the sortable list shows that order)', () => {
    const preview = plan();
    expect(previewOver(preview, uuid(11), uuid(12), item(1), true)).toBe(preview);
  });

  it('drops on the hovered item of the same section, or stays where the preview put it', () => {
    expect(dropPlace(plan(), uuid(11), uuid(12))).toEqual({ sectionId: uuid(1), index: 1 });
    expect(dropPlace(plan(), uuid(22), uuid(21))).toEqual({ sectionId: uuid(2), index: 0 });
    const moved = previewOver(plan(), uuid(12), 'list', list(3, true), false);
    expect(dropPlace(moved, uuid(12), 'list')).toEqual({ sectionId: uuid(3), index: 0 });
    expect(dropPlace(plan(), uuid(12), undefined)).toEqual({ sectionId: uuid(1), index: 1 });
    expect(isSamePlace(plan(), uuid(12), { sectionId: uuid(1), index: 1 })).toBe(true);
    expect(isSamePlace(plan(), uuid(12), { sectionId: uuid(3), index: 0 })).toBe(false);
  });
});
