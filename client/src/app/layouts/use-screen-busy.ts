import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigation } from 'react-router';
import { useSomethingBusy } from '../../hooks/use-busy.ts';
import type { ShellState } from '../store.ts';

// Before the first screen has loaded RTK Query, no request of it can be pending.
const anyRequestPending = ({ api }: ShellState): boolean =>
  api !== undefined &&
  (Object.values(api.queries).some((entry) => entry?.status === 'pending') ||
    Object.values(api.mutations).some((entry) => entry?.status === 'pending'));

function useFontsLoading(): boolean {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  const [loading, setLoading] = useState(() => fonts?.status === 'loading');
  useEffect(() => {
    if (!fonts) return undefined;
    const update = () => setLoading(fonts.status === 'loading');
    update();
    fonts.addEventListener('loading', update);
    fonts.addEventListener('loadingdone', update);
    fonts.addEventListener('loadingerror', update);
    return () => {
      fonts.removeEventListener('loading', update);
      fonts.removeEventListener('loadingdone', update);
      fonts.removeEventListener('loadingerror', update);
    };
  }, [fonts]);
  return loading;
}

/**
 * Whether the screen in the main region is still loading: a route's code, the session, an API
 * call, the fonts, or a part that marked itself busy (skeletons, the board canvas).
 */
export function useScreenBusy(restoringSession: boolean): boolean {
  const navigating = useNavigation().state !== 'idle';
  const requestPending = useSelector(anyRequestPending);
  const fontsLoading = useFontsLoading();
  const partBusy = useSomethingBusy();
  return restoringSession || navigating || requestPending || fontsLoading || partBusy;
}
