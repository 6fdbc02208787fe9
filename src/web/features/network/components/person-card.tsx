import { zodResolver } from '@hookform/resolvers/zod';
import { Check, MessageSquare, ShieldOff, UserPlus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { NETWORK } from '../../../../shared/limits.ts';
import { MARKETS } from '../../../../shared/markets.ts';
import {
  type ConnectionAction,
  ConnectionRequestInput,
  NETWORK_STAGE_LABELS,
  type NetworkPerson,
} from '../../../../shared/schemas/network.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useConnectionAction, useRequestConnection } from '../api/connections.ts';

/** Who someone is, as far as they chose to show it. */
export function PersonCard({
  person,
  note,
  actions,
}: {
  person: NetworkPerson;
  note?: string;
  actions: ReactNode;
}) {
  const place = [person.city, person.market ? MARKETS[person.market].name : ''].filter(Boolean).join(', ');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="network-person">
      <div
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      >
        {person.displayName.slice(0, 1).toUpperCase()}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink">{person.displayName}</h3>
        {person.headline && <p className="text-sm text-ink">{person.headline}</p>}
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          {person.stage && <span>{NETWORK_STAGE_LABELS[person.stage]}</span>}
          {place && <span>{place}</span>}
          {!person.listed && <span>No longer listed in the network</span>}
        </p>
        {person.industries.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Industries of interest">
            {person.industries.map((i) => (
              <li key={i}>
                <Badge>{i}</Badge>
              </li>
            ))}
          </ul>
        )}
        {note && (
          <blockquote className="mt-2 border-l-2 border-slate-300 pl-3 text-sm italic">{note}</blockquote>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div>
    </Card>
  );
}

type NoteValues = z.input<typeof ConnectionRequestInput>;

/** "Connect", with an optional short note in a dialog. */
export function ConnectButton({ person }: { person: NetworkPerson }) {
  const [open, setOpen] = useState(false);
  const request = useRequestConnection();
  const form = useForm<NoteValues>({
    resolver: zodResolver(ConnectionRequestInput),
    defaultValues: { userId: person.userId, note: '' },
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" /> Connect
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Connect with ${person.displayName}`}
        description="Once they accept, you can write to each other."
      >
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={form.handleSubmit((values) =>
            request.mutate(ConnectionRequestInput.parse(values), {
              onSuccess: (result) => {
                setOpen(false);
                form.reset();
                toast.success(result.status === 'accepted' ? 'You are connected.' : 'Request sent.');
              },
              onError: (e) => toast.error(e.message),
            }),
          )}
        >
          <FormField label="A short note (optional)" error={form.formState.errors.note}>
            <Textarea rows={3} maxLength={NETWORK.noteMax} {...form.register('note')} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              Send request
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

const DONE: Record<ConnectionAction, string> = {
  accept: 'You are connected.',
  ignore: 'Request ignored.',
  block: 'Blocked. They can no longer find you or write to you.',
  unblock: 'Unblocked.',
  withdraw: 'Request withdrawn.',
  remove: 'Connection removed.',
};

/** A button that moves a connection on (accept, ignore, block …). */
export function ActionButton({
  id,
  action,
  children,
  variant = 'outline',
}: {
  id: string;
  action: ConnectionAction;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'ghost';
}) {
  const act = useConnectionAction();
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={act.isPending}
      onClick={() =>
        act.mutate(
          { id, action },
          { onSuccess: () => toast.success(DONE[action]), onError: (e) => toast.error(e.message) },
        )
      }
    >
      {children}
    </Button>
  );
}

/** What the viewer can do with a person found in a search, by where they stand. */
export function SearchResultActions({ person }: { person: NetworkPerson }) {
  const { state, id, conversationId } = person.connection;
  if (state === 'connected' && conversationId) return <MessageLink conversationId={conversationId} />;
  if (state === 'outgoing') return <span className="text-sm text-muted">Request sent</span>;
  if (state === 'incoming' && id)
    return (
      <>
        <ActionButton id={id} action="accept" variant="primary">
          <Check aria-hidden="true" /> Accept
        </ActionButton>
        <ActionButton id={id} action="ignore" variant="ghost">
          <X aria-hidden="true" /> Ignore
        </ActionButton>
      </>
    );
  return <ConnectButton person={person} />;
}

export function MessageLink({ conversationId }: { conversationId: string }) {
  return (
    <Button asChild size="sm">
      <Link to={`/messages?thread=${conversationId}`}>
        <MessageSquare aria-hidden="true" /> Message
      </Link>
    </Button>
  );
}

export const blockLabel = (
  <>
    <ShieldOff aria-hidden="true" /> Block
  </>
);
