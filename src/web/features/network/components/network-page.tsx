import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useRealtimeFrames } from '../../../lib/realtime-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useSignInHref } from '../../engagement/components/sign-in-href.ts';
import { useConnections } from '../api/connections.ts';
import { networkKeys } from '../api/keys.ts';
import { useNetworkProfile } from '../api/profile.ts';
import { ConnectionsPanel, RequestsPanel } from './connections-panel.tsx';
import { PeopleSearch } from './people-search.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePanel } from './profile-panel.tsx';

const TABS = ['find', 'requests', 'connections'] as const;
type Tab = (typeof TABS)[number];

const STEPS = [
  [
    'You choose what shows',
    'A name, and only the details you fill in. Leave the network at any time: you are hidden at once.',
  ],
  [
    'Connect when both agree',
    'Ask someone to connect with a short note; they accept, ignore or block the request.',
  ],
  ['Write to each other', 'Once connected, you write in Messages. Block or report anyone who bothers you.'],
] as const;

function HowItWorks() {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-ink">How the network works</h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800"
            >
              {i + 1}
            </span>
            <span>
              <span className="block font-medium text-ink">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** A request or an answer arriving over the socket refreshes the lists. */
function useLiveConnections() {
  const queryClient = useQueryClient();
  const onFrame = useCallback(
    (f: ServerFrame) => {
      if (f.type === 'notification' && f.notification.kind === 'connection') {
        void queryClient.invalidateQueries({ queryKey: networkKeys.connections() });
        void queryClient.invalidateQueries({ queryKey: networkKeys.searches() });
      }
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);
}

function MemberArea() {
  const profile = useNetworkProfile(true);
  const connections = useConnections(true);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'find';
  useLiveConnections();

  if (profile.isPending) return <Skeleton className="h-64" />;
  if (profile.isError)
    return (
      <QueryError
        title="Your network profile could not be loaded."
        error={profile.error}
        onRetry={() => profile.refetch()}
      />
    );
  const mine = profile.data.profile;
  const lists = connections.data;
  const listsView = (render: (l: NonNullable<typeof lists>) => React.ReactNode) =>
    connections.isPending ? (
      <Skeleton className="h-40" />
    ) : connections.isError ? (
      <QueryError
        title="Your connections could not be loaded."
        error={connections.error}
        onRetry={() => connections.refetch()}
      />
    ) : (
      render(connections.data)
    );

  if (!mine?.optedIn) {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-start">
        <Card className="p-5">
          <h2 className="text-xl font-semibold text-ink">You have not opted in yet</h2>
          <p className="mt-1 mb-5 text-sm text-muted">
            Nobody sees you until you join, and only what you fill in below. Members can then find you by
            market, industry and stage, and ask to connect. You can leave at any time.
          </p>
          <ProfileForm key={mine ? 'again' : 'new'} profile={mine} />
        </Card>
        {lists && lists.connected.length > 0 ? <ConnectionsPanel lists={lists} /> : <HowItWorks />}
      </div>
    );
  }
  const incoming = lists?.incoming.length ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
      {/* On a phone, finding people comes first and one's own profile after. */}
      <div className="order-last lg:order-first">
        <ProfilePanel profile={mine} />
      </div>
      <Tabs
        label="Network"
        value={tab}
        onValueChange={(value) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set('tab', value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        tabs={[
          { value: 'find', title: 'Find people', content: <PeopleSearch /> },
          {
            value: 'requests',
            title: (
              <>
                Requests
                {incoming > 0 && (
                  <span className="ml-1.5 rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
                    {incoming}
                    <span className="sr-only"> waiting</span>
                  </span>
                )}
              </>
            ),
            content: listsView((l) => <RequestsPanel lists={l} />),
          },
          {
            value: 'connections',
            title: 'Connections',
            content: listsView((l) => <ConnectionsPanel lists={l} />),
          },
        ]}
      />
    </div>
  );
}

/** /network: seekers who opted in find each other, connect and write to each other. */
export function NetworkPage() {
  usePageTitle();
  const viewer = useViewer();
  const signIn = useSignInHref();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Network</h1>
      <p className="mt-2 mb-6 max-w-3xl text-muted">
        Meet other people looking for a franchise: compare notes on brands, markets and financing. Only
        members who opt in appear here, each with what they chose to show.
      </p>
      {viewer.status === 'loading' ? (
        <Skeleton className="h-64" />
      ) : viewer.status !== 'signed-in' ? (
        <EmptyState
          icon={<Users aria-hidden="true" className="size-6" />}
          title="Sign in to use the network"
          action={
            <Button asChild>
              <Link to={signIn}>Sign in</Link>
            </Button>
          }
        >
          The network is for people with a Franchisio account who look for a franchise.
        </EmptyState>
      ) : viewer.profile?.role === 'franchisor' ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-6" />} title="The network is for seekers">
          Company accounts do not take part in the seeker network. Seekers reach you through your listings.
        </EmptyState>
      ) : (
        <MemberArea />
      )}
    </div>
  );
}
