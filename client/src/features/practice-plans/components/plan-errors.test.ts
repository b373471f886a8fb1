import { describe, expect, it } from 'vitest';
import { describePlanError, refusedFields } from './plan-errors.ts';

describe('plan errors', () => {
  it('finds the refused fields in a 400’s details and in its message', () => {
    const validation = {
      status: 400,
      data: {
        message: 'body.name: must not be empty',
        details: [
          { field: 'body.name', message: 'must not be empty' },
          { field: 'body.sections.0.items.2.minutes', message: 'must be whole minutes' },
        ],
      },
    };
    expect([...refusedFields(validation)]).toEqual(['name', 'sections']);
    const guarded = { status: 400, data: { message: 'body.description must not contain NUL' } };
    expect([...refusedFields(guarded)]).toEqual(['description']);
    expect(refusedFields({ status: 409, data: { message: 'body.name' } }).size).toBe(0);
  });

  it('words a 400 with the server’s reason and other statuses with the plan texts', () => {
    expect(describePlanError({ status: 400, data: { message: 'body.name: too long' } })).toEqual({
      key: 'errors.badRequestMessage',
      values: { message: 'body.name: too long' },
    });
    expect(describePlanError({ status: 403 }, { 403: 'errors.forbiddenCreate' })).toEqual({
      key: 'errors.forbiddenCreate',
    });
    expect(describePlanError({ status: 404 })).toEqual({ key: 'errors.notFound' });
  });
});
