import { PracticePlanAddPage } from '../../features/practice-plans/components/practice-plan-add-page.tsx';

export function Component() {
  return <PracticePlanAddPage />;
}
