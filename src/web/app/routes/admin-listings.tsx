import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';

export function Component() {
  return <ReviewQueue />;
}
