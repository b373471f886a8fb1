import { ExerciseDetailPage } from '../../features/exercises/components/exercise-detail-page.tsx';
import { renderTacticBoardPreview } from './exercise-tactic-boards.tsx';

export function Component() {
  return <ExerciseDetailPage renderBoard={renderTacticBoardPreview} />;
}
