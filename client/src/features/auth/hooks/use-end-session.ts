import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { baseApi } from '../../../lib/base-api.ts';
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
    dispatch(baseApi.util.resetApiState());
    await navigate('/');
  }, [dispatch, navigate]);
}
