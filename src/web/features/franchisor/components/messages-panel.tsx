import { MessagesSquare } from 'lucide-react';
import { Inbox } from '../../conversations/components/inbox.tsx';
import { Panel } from './panel.tsx';

/** The franchisor dashboard's conversations with seekers who asked about its listings. */
export function MessagesPanel() {
  return (
    <Panel id="messages" icon={<MessagesSquare aria-hidden="true" className="size-5" />} title="Messages">
      <Inbox
        side="franchisor"
        empty="When a signed-in seeker asks about one of your listings, the conversation appears here."
      />
    </Panel>
  );
}
