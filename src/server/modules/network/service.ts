import { NETWORK } from '../../../shared/limits.ts';
import type {
  Connection,
  ConnectionAction,
  ConnectionListsValue,
  ConnectionResultValue,
  ConnectionState,
  NetworkPerson,
  NetworkProfile,
  NetworkProfileInputValue,
  NetworkSearchParams,
  NetworkSearchResultValue,
} from '../../../shared/schemas/network.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { requireAccountRole } from '../admin/index.ts';
import type { ConversationsService } from '../conversations/index.ts';
import { threadLink } from '../conversations/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { type ConnectionRow, createNetworkRepository, type ProfileRow } from './repository.ts';

export interface NetworkDeps {
  db: Db;
  conversations: Pick<ConversationsService, 'openDirect' | 'setDirectOpen' | 'setMemberName'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Where a request lands for the person asked: the requests tab of the network page. */
export const REQUESTS_LINK = '/network?tab=requests';
const THREAD_SUBJECT = 'Network connection';

type PersonFields = Pick<
  ProfileRow,
  'userId' | 'optedIn' | 'displayName' | 'headline' | 'market' | 'industries' | 'stage' | 'city'
>;

const presentProfile = (p: ProfileRow): NetworkProfile => ({
  optedIn: p.optedIn,
  displayName: p.displayName,
  headline: p.headline,
  market: p.market,
  industries: p.industries,
  stage: p.stage,
  city: p.city,
  updatedAt: p.updatedAt.toISOString(),
});

function stateOf(row: ConnectionRow | null, me: string): ConnectionState {
  if (!row || row.status === 'blocked') return 'none';
  if (row.status === 'accepted') return 'connected';
  return row.requesterId === me ? 'outgoing' : 'incoming';
}

/** A person as `me` sees them: what they chose to show while listed, only their name after. */
function presentPerson(
  p: PersonFields | null,
  otherId: string,
  listed: boolean,
  row: ConnectionRow | null,
  me: string,
): NetworkPerson {
  const shown = listed && p !== null;
  return {
    userId: otherId,
    displayName: p?.displayName ?? 'A former member',
    headline: shown ? p.headline : '',
    market: shown ? p.market : null,
    industries: shown ? p.industries : [],
    stage: shown ? p.stage : null,
    city: shown ? p.city : '',
    listed: shown,
    connection: {
      state: stateOf(row, me),
      id: row && row.status !== 'blocked' ? row.id : null,
      conversationId: row?.status === 'accepted' ? row.conversationId : null,
    },
  };
}

function refuseCompanies(user: SessionUser) {
  requireAccountRole(
    user,
    'user',
    'The network is for people looking for a franchise; company accounts do not take part.',
  );
}

const optInRequired = () =>
  new Problem(
    403,
    'network_opt_in_required',
    'Join the network with a profile first: then you can find people and ask to connect.',
  );
const noSuchMember = () => notFound('No such member of the network.');
const noSuchConnection = () => notFound('No such connection request.');

/**
 * The seeker network. Nobody is listed without opting in, and what a profile shows is its
 * owner's choice; opting out hides it from searches and requests at once. Two people share one
 * connection row; connecting opens their thread (conversations module), and blocking, removing
 * or disconnecting stops both from writing there. A block hides each from the other everywhere.
 */
export function createNetworkService(deps: NetworkDeps) {
  const { conversations, notifications } = deps;
  const repo = createNetworkRepository(deps.db);

  async function myListedProfile(me: string) {
    const mine = await repo.profile(me);
    if (!mine?.optedIn) throw optInRequired();
    return mine;
  }

  async function accept(row: ConnectionRow): Promise<ConnectionResultValue> {
    if (!(await repo.listedProfile(row.requesterId))) throw noSuchConnection();
    const [requester, addressee] = await Promise.all([
      repo.profile(row.requesterId),
      repo.profile(row.addresseeId),
    ]);
    const name = (p: ProfileRow | null, fallback: string) => p?.displayName ?? fallback;
    const conversationId = await conversations.openDirect({
      subject: THREAD_SUBJECT,
      openedBy: { userId: row.requesterId, displayName: name(requester, 'A member') },
      other: { userId: row.addresseeId, displayName: name(addressee, 'A member') },
    });
    const saved = await repo.update(row.id, row.status, {
      status: 'accepted',
      conversationId,
      respondedAt: new Date(),
    });
    if (!saved) throw new Problem(409, 'conflict', 'This request changed meanwhile. Reload and try again.');
    await notifications.notify(row.requesterId, 'connection', {
      title: `${name(addressee, 'A member')} accepted your request to connect`,
      body: 'You can now write to each other.',
      link: threadLink(conversationId),
      groupKey: `connection:${row.id}`,
    });
    return { id: row.id, status: 'accepted', conversationId };
  }

  const conflict = (detail: string) => new Problem(409, 'conflict', detail);

  return {
    async profile(user: SessionUser) {
      refuseCompanies(user);
      const row = await repo.profile(user.id);
      return { profile: row ? presentProfile(row) : null };
    },

    async saveProfile(user: SessionUser, input: NetworkProfileInputValue) {
      refuseCompanies(user);
      const before = await repo.profile(user.id);
      const row = await repo.saveProfile({ userId: user.id, ...input });
      if (before && before.displayName !== row.displayName) {
        await conversations.setMemberName(user.id, row.displayName);
      }
      return { profile: presentProfile(row) };
    },

    async search(user: SessionUser, query: NetworkSearchParams): Promise<NetworkSearchResultValue> {
      refuseCompanies(user);
      await myListedProfile(user.id);
      const { page, ...filters } = query;
      const rows = await repo.search(user.id, filters, NETWORK.page + 1, (page - 1) * NETWORK.page);
      return {
        items: rows
          .slice(0, NETWORK.page)
          .map(({ connection, ...p }) => presentPerson(p, p.userId, true, connection, user.id)),
        page,
        hasMore: rows.length > NETWORK.page,
      };
    },

    async connections(user: SessionUser): Promise<ConnectionListsValue> {
      refuseCompanies(user);
      const me = user.id;
      const rows = await repo.connectionsOf(me, 500);
      const lists: ConnectionListsValue = { incoming: [], outgoing: [], connected: [], blocked: [] };
      for (const { connection: c, person, banned } of rows) {
        const otherId = c.requesterId === me ? c.addresseeId : c.requesterId;
        const listed = !!person?.optedIn && banned !== true;
        const item: Connection = {
          id: c.id,
          person: presentPerson(person, otherId, listed, c, me),
          note: c.requesterId === me || c.status === 'pending' ? c.note : '',
          createdAt: c.createdAt.toISOString(),
        };
        if (c.status === 'blocked') {
          if (c.blockedBy === me) lists.blocked.push(item);
        } else if (c.status === 'accepted') {
          lists.connected.push(item);
        } else if (c.requesterId === me) {
          if (listed) lists.outgoing.push(item);
        } else if (c.status === 'pending' && listed) {
          lists.incoming.push(item);
        }
      }
      return lists;
    },

    /**
     * Asks a listed person to connect. Asking someone who already asked you accepts their
     * request; a block (either way) answers as if they were not there.
     */
    async request(
      user: SessionUser,
      input: { userId: string; note: string },
    ): Promise<ConnectionResultValue> {
      refuseCompanies(user);
      const me = user.id;
      const mine = await myListedProfile(me);
      if (input.userId === me) {
        throw fieldProblem('userId', 'You cannot connect with yourself.');
      }
      if (!(await repo.listedProfile(input.userId))) throw noSuchMember();
      const existing = await repo.between(me, input.userId);
      if (existing) {
        if (existing.status === 'blocked') throw noSuchMember();
        if (existing.status === 'accepted') {
          throw new Problem(409, 'connection_exists', 'You are already connected.');
        }
        if (existing.requesterId === me) {
          throw new Problem(409, 'connection_exists', 'You already asked to connect. Wait for their answer.');
        }
        return accept(existing);
      }
      const row = await repo.insertRequest({ requesterId: me, addresseeId: input.userId, note: input.note });
      if (!row) throw new Problem(409, 'connection_exists', 'A request between you already exists.');
      await notifications.notify(input.userId, 'connection', {
        title: `${mine.displayName} wants to connect`,
        body: (input.note || mine.headline).slice(0, 140),
        link: REQUESTS_LINK,
        groupKey: `connection:${row.id}`,
      });
      return { id: row.id, status: 'pending', conversationId: null };
    },

    async act(user: SessionUser, id: string, action: ConnectionAction): Promise<ConnectionResultValue> {
      refuseCompanies(user);
      const me = user.id;
      if (!isUuid(id)) throw noSuchConnection();
      const row = await repo.connectionOf(id, me);
      // Someone who blocked you is not there for you at all.
      if (!row || (row.status === 'blocked' && row.blockedBy !== me)) throw noSuchConnection();
      const asked = row.addresseeId === me;
      const waiting = row.status === 'pending' || row.status === 'ignored';
      const removed = (ok: boolean): ConnectionResultValue => {
        if (!ok) throw conflict('This connection changed meanwhile. Reload and try again.');
        return { id, status: 'removed', conversationId: null };
      };
      switch (action) {
        case 'accept':
          if (!asked || !waiting) throw conflict('There is no request to accept.');
          return accept(row);
        case 'ignore': {
          if (!asked || row.status !== 'pending') throw conflict('There is no request to ignore.');
          const saved = await repo.update(id, 'pending', { status: 'ignored', respondedAt: new Date() });
          if (!saved) throw conflict('This request changed meanwhile. Reload and try again.');
          return { id, status: 'ignored', conversationId: null };
        }
        case 'withdraw':
          if (asked || !waiting) throw conflict('There is no request of yours to withdraw.');
          return removed(await repo.remove(id, row.status));
        case 'remove': {
          if (row.status !== 'accepted') throw conflict('You are not connected.');
          const result = removed(await repo.remove(id, 'accepted'));
          if (row.conversationId) await conversations.setDirectOpen(row.conversationId, false);
          return result;
        }
        case 'block': {
          if (row.status === 'blocked') throw conflict('You already blocked this person.');
          const saved = await repo.update(id, row.status, {
            status: 'blocked',
            blockedBy: me,
            respondedAt: new Date(),
          });
          if (!saved) throw conflict('This connection changed meanwhile. Reload and try again.');
          if (row.conversationId) await conversations.setDirectOpen(row.conversationId, false);
          return { id, status: 'blocked', conversationId: null };
        }
        case 'unblock':
          if (row.status !== 'blocked') throw conflict('You have not blocked this person.');
          return removed(await repo.remove(id, 'blocked'));
      }
    },
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;
