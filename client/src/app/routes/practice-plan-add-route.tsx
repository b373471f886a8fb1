import { ComingSoon } from '../../components/coming-soon.tsx';

export function Component() {
  return <ComingSoon title="…" />;
}
