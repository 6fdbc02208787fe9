import { Check, Inbox, Undo2, UserMinus, Users, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Connection, ConnectionListsValue } from '../../../../shared/schemas/network.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ActionButton, blockLabel, MessageLink, PersonCard } from './person-card.tsx';

function Section({
  title,
  items,
  empty,
  render,
}: {
  title: string;
  items: Connection[];
  empty?: { icon: ReactNode; title: string; text: string };
  render: (c: Connection) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-ink">
        {title} {items.length > 0 && <span className="text-muted">({items.length})</span>}
      </h2>
      {items.length === 0 && empty ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((c) => (
            <li key={c.id}>{render(c)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Requests to me (accept, ignore, block) and mine still waiting (withdraw). */
export function RequestsPanel({ lists }: { lists: ConnectionListsValue }) {
  return (
    <div className="space-y-8">
      <Section
        title="Requests to you"
        items={lists.incoming}
        empty={{
          icon: <Inbox aria-hidden="true" className="size-6" />,
          title: 'No requests waiting',
          text: 'When someone asks to connect with you, their request shows up here.',
        }}
        render={(c) => (
          <PersonCard
            person={c.person}
            note={c.note}
            actions={
              <>
                <ActionButton id={c.id} action="accept" variant="primary">
                  <Check aria-hidden="true" /> Accept
                </ActionButton>
                <ActionButton id={c.id} action="ignore" variant="ghost">
                  <X aria-hidden="true" /> Ignore
                </ActionButton>
                <ActionButton id={c.id} action="block" variant="ghost">
                  {blockLabel}
                </ActionButton>
              </>
            }
          />
        )}
      />
      <Section
        title="Your requests"
        items={lists.outgoing}
        render={(c) => (
          <PersonCard
            person={c.person}
            note={c.note}
            actions={
              <ActionButton id={c.id} action="withdraw" variant="ghost">
                <Undo2 aria-hidden="true" /> Withdraw
              </ActionButton>
            }
          />
        )}
      />
    </div>
  );
}

/** My connections (message, remove, block) and the people I blocked (unblock). */
export function ConnectionsPanel({ lists }: { lists: ConnectionListsValue }) {
  return (
    <div className="space-y-8">
      <Section
        title="Your connections"
        items={lists.connected}
        empty={{
          icon: <Users aria-hidden="true" className="size-6" />,
          title: 'No connections yet',
          text: 'Find people in the network and ask to connect; once they accept, you can write to each other.',
        }}
        render={(c) => (
          <PersonCard
            person={c.person}
            actions={
              <>
                {c.person.connection.conversationId && (
                  <MessageLink conversationId={c.person.connection.conversationId} />
                )}
                <ActionButton id={c.id} action="remove" variant="ghost">
                  <UserMinus aria-hidden="true" /> Remove
                </ActionButton>
                <ActionButton id={c.id} action="block" variant="ghost">
                  {blockLabel}
                </ActionButton>
              </>
            }
          />
        )}
      />
      <Section
        title="People you blocked"
        items={lists.blocked}
        render={(c) => (
          <PersonCard
            person={c.person}
            actions={
              <ActionButton id={c.id} action="unblock" variant="ghost">
                Unblock
              </ActionButton>
            }
          />
        )}
      />
    </div>
  );
}
