import { useEffect } from 'react';
import { TacticBoardListPage } from '../../features/tacticboards/components/tacticboard-list-page.tsx';
import { whenIdle } from '../preloading.ts';

/** What a coach opens from the list: a board's profile, then its editor (with fabric). */
function preloadBoardScreens() {
  void import('./tacticboard-profile-route.tsx');
  void import('./tacticboard-editor-route.tsx');
}

export function Component() {
  useEffect(() => whenIdle(preloadBoardScreens), []);
  return <TacticBoardListPage />;
}
