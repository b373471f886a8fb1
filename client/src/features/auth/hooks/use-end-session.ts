import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { loadedApi } from '../../../lib/api-registry.ts';
import { loggedOut } from '../auth-slice.ts';

/**
 * Forgets the session on this device: the token and every cached response, so no private data
 * stays visible.
 */
export function useForgetSession() {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(loggedOut());
    // Without RTK Query loaded (the shell alone) nothing is cached yet.
    const api = loadedApi();
    if (api) dispatch(api.util.resetApiState());
  }, [dispatch]);
}

/** Ends the session on this device (spec §4) and goes home. */
export function useEndSession() {
  const forgetSession = useForgetSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    forgetSession();
    await navigate('/');
  }, [forgetSession, navigate]);
}
