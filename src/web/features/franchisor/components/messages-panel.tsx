import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { ConversationsPreview } from '../../conversations/components/conversations-preview.tsx';
import { Panel } from './panel.tsx';

/** The dashboard's newest conversations; they are read and answered in /messages. */
export function MessagesPanel() {
  return (
    <Panel
      id="messages"
      icon={<MessagesSquare aria-hidden="true" className="size-5" />}
      title="Messages"
      action={
        <Link to="/messages" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Open messages
        </Link>
      }
    >
      <ConversationsPreview empty="When a signed-in seeker asks about one of your listings, the conversation appears here." />
    </Panel>
  );
}
