import { useSelector } from 'react-redux';
import { selectAccessToken, type SessionState } from '../lib/session.ts';

/** Whether someone is logged in; screens offer changes only then. */
export function useLoggedIn(): boolean {
  return useSelector((state: SessionState) => selectAccessToken(state) !== null);
}
