import { PracticePlanListPage } from '../../features/practice-plans/components/practice-plan-list-page.tsx';

export function Component() {
  return <PracticePlanListPage />;
}
