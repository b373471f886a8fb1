import { ExerciseDetailPage } from '../../features/exercises/components/exercise-detail-page.tsx';
import { AddToPlanButton } from '../../features/practice-plans/add-to-plan/add-to-plan-button.tsx';
import { renderTacticBoardPreview } from './exercise-tactic-boards.tsx';

export function Component() {
  return (
    <ExerciseDetailPage
      renderBoard={renderTacticBoardPreview}
      renderActions={(exercise) => (
        <AddToPlanButton
          exercise={{ _id: exercise._id, name: exercise.name, minutes: exercise.time_min }}
        />
      )}
    />
  );
}
