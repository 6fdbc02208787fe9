import { UnsubscribePage } from '../../features/saved-searches/components/unsubscribe-page.tsx';

export function Component() {
  return <UnsubscribePage />;
}
