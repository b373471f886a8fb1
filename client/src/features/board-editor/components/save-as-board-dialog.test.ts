import { BOARD_NAME_MAX } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { PagesUnreadableError, nameProblem, saveErrorText } from './save-as-board-dialog.tsx';

describe('nameProblem: the board name rules', () => {
  it('needs a name that is not only spaces, of at most the maximum length', () => {
    expect(nameProblem('   ')).toEqual({ key: 'draftingSave.required' });
    expect(nameProblem(` ${'x'.repeat(BOARD_NAME_MAX)} `)).toBeNull();
    expect(nameProblem('x'.repeat(BOARD_NAME_MAX + 1))).toEqual({
      key: 'draftingSave.tooLong',
      values: { max: String(BOARD_NAME_MAX) },
    });
  });
});

describe('saveErrorText', () => {
  it('names what the coach can do about each failure', () => {
    expect(saveErrorText({ status: 'FETCH_ERROR', error: 'offline' }).key).toBe(
      'draftingSave.errors.network',
    );
    expect(saveErrorText({ status: 'CUSTOM_ERROR', data: { message: 'Login expired' } }).key).toBe(
      'draftingSave.errors.loginExpired',
    );
    expect(saveErrorText({ status: 401, data: {} }).key).toBe('draftingSave.errors.loginExpired');
    expect(saveErrorText({ status: 413, data: {} }).key).toBe('draftingSave.errors.tooLarge');
    expect(saveErrorText({ status: 429, data: {} }).key).toBe(
      'draftingSave.errors.tooManyRequests',
    );
    expect(saveErrorText({ status: 400, data: { message: 'pages.1.objects: bad' } })).toEqual({
      key: 'draftingSave.errors.badRequest',
      values: { message: 'pages.1.objects: bad' },
    });
    expect(saveErrorText(new PagesUnreadableError()).key).toBe('draftingSave.errors.readFailed');
    expect(saveErrorText(new Error('boom')).key).toBe('draftingSave.errors.unknown');
    expect(saveErrorText({ status: 500, data: {} }).key).toBe('draftingSave.errors.unknown');
  });
});
