import { MyCallsPage } from '../../features/meetings/components/my-calls-page.tsx';

export function Component() {
  return <MyCallsPage />;
}
