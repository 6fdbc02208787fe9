import { MessagesPage } from '../../features/conversations/components/messages-page.tsx';

export function Component() {
  return <MessagesPage />;
}
