import { TacticBoardProfilePage } from '../../features/tacticboards/components/tacticboard-profile-page.tsx';

export function Component() {
  return <TacticBoardProfilePage />;
}
