import { ExerciseListPage } from '../../features/exercises/components/exercise-list-page.tsx';

export function Component() {
  return <ExerciseListPage />;
}
