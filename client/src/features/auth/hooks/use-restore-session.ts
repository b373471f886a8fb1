import type { Dispatch } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchRefreshedToken } from '../../../lib/session.ts';
import { selectAccessToken, setCredentials } from '../auth-slice.ts';

/**
 * Asks the server for a new access token with the refresh cookie and keeps it, if there is one.
 * A check the page started before the app (`checked`, lib/boot-handoff.ts) is taken instead,
 * unless that call failed: a second call while the first runs would spend the refresh cookie
 * twice.
 */
function restoreSession(
  dispatch: Dispatch,
  checked?: Promise<string | null | undefined>,
): Promise<void> {
  const token = checked
    ? checked.then((accessToken) => {
        if (accessToken === undefined) return fetchRefreshedToken();
        if (accessToken === null) throw new Error('The page found no session');
        return accessToken;
      })
    : fetchRefreshedToken();
  return token.then(
    (accessToken) => {
      dispatch(setCredentials({ accessToken }));
    },
    (error: unknown) => console.info('No session to restore', error),
  );
}

let earlyRestore: Promise<void> | undefined;

/**
 * Starts the session check as the app's code starts (main.tsx), before React has drawn anything:
 * the token, and the first screen's data asked for with it, then do not wait for the first
 * render, which may wait for the first screen's code. `useRestoreSession` waits for it.
 */
export function restoreSessionEarly(
  dispatch: Dispatch,
  checked?: Promise<string | null | undefined>,
): void {
  earlyRestore ??= restoreSession(dispatch, checked);
}

/**
 * On start, without an access token, asks the server once for a new one (the refresh cookie
 * keeps a user logged in across reloads), unless the check started early is on its way.
 * Returns true while that first attempt runs.
 */
export function useRestoreSession(): boolean {
  const dispatch = useDispatch();
  const hasToken = useSelector(selectAccessToken) !== null;
  const [restoring, setRestoring] = useState(!hasToken);
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    const early = earlyRestore;
    earlyRestore = undefined;
    if (hasToken) return;
    void (early ?? restoreSession(dispatch)).finally(() => setRestoring(false));
  }, [dispatch, hasToken]);

  return restoring;
}
