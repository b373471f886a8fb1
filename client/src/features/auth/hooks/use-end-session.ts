import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { loadedApi } from '../../../lib/api-registry.ts';
import { loggedOut } from '../auth-slice.ts';

/**
 * Ends the session on this device (spec §4): forgets the token and every cached response, so no
 * private data stays visible, and goes home.
 */
export function useEndSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    dispatch(loggedOut());
    // Without RTK Query loaded (the shell alone) nothing is cached yet.
    const api = loadedApi();
    if (api) dispatch(api.util.resetApiState());
    await navigate('/');
  }, [dispatch, navigate]);
}
