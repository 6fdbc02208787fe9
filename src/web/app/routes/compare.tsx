import { ComparePage } from '../../features/engagement/components/compare-page.tsx';

export function Component() {
  return <ComparePage />;
}
