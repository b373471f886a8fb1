import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useRefreshMutation } from '../api/auth-api.ts';
import { selectAccessToken } from '../auth-slice.ts';

/**
 * On start, without an access token, asks the server once for a new one (the refresh cookie
 * keeps a user logged in across reloads). Returns true while that first attempt runs.
 */
export function useRestoreSession(): boolean {
  const hasToken = useSelector(selectAccessToken) !== null;
  const [refresh] = useRefreshMutation();
  const [restoring, setRestoring] = useState(!hasToken);
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    if (hasToken) return;
    refresh()
      .unwrap()
      .catch((error: unknown) => console.info('No session to restore', error))
      .finally(() => setRestoring(false));
  }, [hasToken, refresh]);

  return restoring;
}
