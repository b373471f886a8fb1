import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { useBusy } from '../../../hooks/use-busy.ts';
import { postLogout } from '../../../lib/session.ts';
import { selectAccessToken } from '../auth-slice.ts';
import { useEndSession } from './use-end-session.ts';

/** Ends the session on the server, then on this device (token, cached data) and goes home. */
export function useLogout() {
  const accessToken = useSelector(selectAccessToken);
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);
  // The screen reads as loading while the server ends the session, as for any other request.
  useBusy(pending);

  return useCallback(async () => {
    setPending(true);
    try {
      await postLogout(accessToken);
    } catch (error) {
      // The local session ends either way; the server session expires on its own.
      console.info('Logout request failed', error);
    } finally {
      setPending(false);
    }
    await endSession();
  }, [accessToken, endSession]);
}
