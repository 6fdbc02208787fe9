import { KreditReviewQueue } from '../../features/kredit/components/review-queue.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <KreditReviewQueue />;
}
