import type { PayloadAction } from '@reduxjs/toolkit';

/** An action creator like RTK's createAction: callable, with its `type` and a `match` guard. */
export interface PlainActionCreator<Payload> {
  (payload: Payload): PayloadAction<Payload>;
  type: string;
  match: (action: { type: string }) => action is PayloadAction<Payload>;
}

/**
 * createAction for the state the shell holds before its first paint: importing
 * @reduxjs/toolkit at all would bring it and immer into that download (about 11 KB gzip).
 */
export function plainAction<Payload = void>(type: string): PlainActionCreator<Payload> {
  const create = (payload: Payload): PayloadAction<Payload> => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): action is PayloadAction<Payload> => action.type === type,
  });
}
