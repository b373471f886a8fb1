import { ExerciseUpdatePage } from '../../features/exercises/components/exercise-update-page.tsx';
import { useTacticBoardOptions } from './exercise-tactic-boards.tsx';

export function Component() {
  return <ExerciseUpdatePage boards={useTacticBoardOptions()} />;
}
