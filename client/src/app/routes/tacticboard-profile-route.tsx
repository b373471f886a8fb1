import { TacticBoardProfilePage } from '../../features/tacticboards/components/tacticboard-profile-page.tsx';
import { renderBoardAnimation } from './board-animation.tsx';

export function Component() {
  return <TacticBoardProfilePage renderPlayer={renderBoardAnimation} />;
}
