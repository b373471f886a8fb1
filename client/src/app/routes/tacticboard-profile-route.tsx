import { useEffect } from 'react';
import { TacticBoardProfilePage } from '../../features/tacticboards/components/tacticboard-profile-page.tsx';
import { whenIdle } from '../preloading.ts';
import { renderBoardAnimation } from './board-animation.tsx';

/** The editor (with fabric), the next step from a board's profile. */
function preloadEditor() {
  void import('./tacticboard-editor-route.tsx');
}

export function Component() {
  useEffect(() => whenIdle(preloadEditor), []);
  return <TacticBoardProfilePage renderPlayer={renderBoardAnimation} />;
}
