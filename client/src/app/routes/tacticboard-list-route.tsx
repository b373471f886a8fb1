import { TacticBoardListPage } from '../../features/tacticboards/components/tacticboard-list-page.tsx';

export function Component() {
  return <TacticBoardListPage />;
}
