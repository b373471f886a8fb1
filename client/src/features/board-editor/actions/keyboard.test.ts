import { describe, expect, it } from 'vitest';
import { key } from '../testing/keys.ts';
import { isTypingTarget, matchesShortcut } from './keyboard.ts';

describe('isTypingTarget', () => {
  it.each([
    [{ tagName: 'INPUT' }],
    [{ tagName: 'textarea' }],
    [{ tagName: 'SELECT' }],
    [{ tagName: 'DIV', isContentEditable: true }],
    [{ tagName: 'DIV', contentEditable: 'true' }],
    [{ tagName: 'DIV', contentEditable: '' }],
    [{ tagName: 'P', contentEditable: 'plaintext-only' }],
  ])('treats %o as a form field', (target) => {
    expect(isTypingTarget(target)).toBe(true);
  });

  it.each([
    [{ tagName: 'BODY' }],
    [{ tagName: 'CANVAS' }],
    [{ tagName: 'DIV', contentEditable: 'false' }],
    [{ tagName: 'DIV', contentEditable: 'inherit', isContentEditable: false }],
    [null],
    [undefined],
  ])('lets shortcuts through for %o', (target) => {
    expect(isTypingTarget(target)).toBe(false);
  });
});

describe('matchesShortcut', () => {
  const undo = { key: 'z', mod: true };

  it('takes Ctrl and Cmd alike', () => {
    expect(matchesShortcut(undo, key('z', { ctrl: true }))).toBe(true);
    expect(matchesShortcut(undo, key('z', { meta: true }))).toBe(true);
    expect(matchesShortcut(undo, key('z'))).toBe(false);
  });

  it('tells Shift apart unless the shortcut takes any', () => {
    const redo = { key: 'z', mod: true, shift: true };
    expect(matchesShortcut(undo, key('Z', { ctrl: true, shift: true }))).toBe(false);
    expect(matchesShortcut(redo, key('Z', { meta: true, shift: true }))).toBe(true);
    expect(matchesShortcut(redo, key('z', { meta: true, shift: true }))).toBe(true);
    const arrow = { key: 'ArrowLeft', shift: 'any' as const };
    expect(matchesShortcut(arrow, key('ArrowLeft'))).toBe(true);
    expect(matchesShortcut(arrow, key('ArrowLeft', { shift: true }))).toBe(true);
    expect(matchesShortcut(arrow, key('ArrowLeft', { ctrl: true }))).toBe(false);
  });

  it('never matches with Alt, which types characters on some layouts', () => {
    expect(matchesShortcut(undo, key('z', { ctrl: true, alt: true }))).toBe(false);
  });

  it('falls back to the physical key on non-Latin layouts', () => {
    expect(matchesShortcut(undo, key('я', { ctrl: true, code: 'KeyZ' }))).toBe(true);
    expect(matchesShortcut(undo, key('я', { ctrl: true, code: 'KeyQ' }))).toBe(false);
  });

  it('matches named keys exactly', () => {
    expect(matchesShortcut({ key: 'Delete' }, key('Delete'))).toBe(true);
    expect(matchesShortcut({ key: 'Delete' }, key('delete'))).toBe(false);
    expect(matchesShortcut({ key: 'Escape', shift: 'any' }, key('Escape', { shift: true }))).toBe(
      true,
    );
  });
});
