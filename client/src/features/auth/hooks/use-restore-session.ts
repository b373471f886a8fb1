import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchRefreshedToken } from '../../../lib/session.ts';
import { selectAccessToken, setCredentials } from '../auth-slice.ts';

/**
 * On start, without an access token, asks the server once for a new one (the refresh cookie
 * keeps a user logged in across reloads). Returns true while that first attempt runs.
 */
export function useRestoreSession(): boolean {
  const dispatch = useDispatch();
  const hasToken = useSelector(selectAccessToken) !== null;
  const [restoring, setRestoring] = useState(!hasToken);
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    if (hasToken) return;
    fetchRefreshedToken()
      .then((accessToken) => dispatch(setCredentials({ accessToken })))
      .catch((error: unknown) => console.info('No session to restore', error))
      .finally(() => setRestoring(false));
  }, [dispatch, hasToken]);

  return restoring;
}
