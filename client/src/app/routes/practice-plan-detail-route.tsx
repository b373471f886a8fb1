import { PracticePlanPage } from '../../features/practice-plans/components/practice-plan-page.tsx';

export function Component() {
  return <PracticePlanPage />;
}
