import type { ExerciseItem } from '../../features/exercises/api/exercises-api.ts';
import { ExerciseCardActions } from '../../features/exercises/components/exercise-card.tsx';
import { ExerciseListPage } from '../../features/exercises/components/exercise-list-page.tsx';
import { AddToPlanButton } from '../../features/practice-plans/add-to-plan/add-to-plan-button.tsx';
import { useLoggedIn } from '../../hooks/use-logged-in.ts';

const addToPlan = (exercise: ExerciseItem) => (
  <AddToPlanButton
    size="small"
    variant="text"
    exercise={{ _id: exercise._id, name: exercise.name, minutes: exercise.time_min }}
  />
);

export function Component() {
  // Plans need an owner: visitors get the cards without the action.
  const loggedIn = useLoggedIn();
  return (
    <ExerciseCardActions.Provider value={loggedIn ? addToPlan : null}>
      <ExerciseListPage />
    </ExerciseCardActions.Provider>
  );
}
