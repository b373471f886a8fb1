import { ExerciseAddPage } from '../../features/exercises/components/exercise-add-page.tsx';
import { useTacticBoardOptions } from './exercise-tactic-boards.tsx';

export function Component() {
  return <ExerciseAddPage boards={useTacticBoardOptions()} />;
}
