import { useCallback } from 'react';
import { useLogoutMutation } from '../api/auth-api.ts';
import { useEndSession } from './use-end-session.ts';

/** Ends the session on the server, then on this device (token, cached data) and goes home. */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const endSession = useEndSession();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // The local session ends either way; the server session expires on its own.
      console.info('Logout request failed', error);
    }
    await endSession();
  }, [endSession, logout]);
}
