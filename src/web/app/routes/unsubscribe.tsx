import { UnsubscribePage } from '../../features/notifications/components/unsubscribe-page.tsx';

export function Component() {
  return <UnsubscribePage />;
}
