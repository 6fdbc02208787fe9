import type { Message } from './schemas/conversations.ts';
import type { Notification, UnreadCounts } from './schemas/notifications.ts';

/**
 * The realtime socket's protocol (/api/realtime), JSON text frames both ways.
 * Client → server: subscribe to a thread (with the last message id seen, for catch-up),
 * unsubscribe, ping. Server → client: the rest. Only a thread's participants can subscribe.
 */
export type ClientFrame =
  | { type: 'subscribe'; conversationId: string; after?: number }
  | { type: 'unsubscribe'; conversationId: string }
  | { type: 'ping' };

export type ServerFrame =
  | { type: 'hello'; userId: string; counts: UnreadCounts }
  | { type: 'subscribed'; conversationId: string }
  | { type: 'refused'; conversationId: string; code: 'not_found' | 'too_many' }
  | {
      type: 'message';
      conversationId: string;
      message: Omit<Message, 'mine'>;
      /**
       * The id of the thread's message before this one (0 for its first), so a client can tell
       * a frame that overtook an older one: it moves its cursor only when this equals it. In a
       * catch-up, the first message carries the cursor the catch-up was asked from.
       */
      previousId: number;
    }
  | { type: 'read'; conversationId: string; userId: string; upTo: number }
  | { type: 'thread'; conversationId: string }
  /** A call of the user's changed (requested, confirmed, moved, declined, cancelled, completed). */
  | { type: 'call'; callId: string }
  | { type: 'counts'; counts: Partial<UnreadCounts> }
  | { type: 'notification'; notification: Notification }
  | { type: 'pong' };

export const REALTIME_PATH = '/api/realtime';

/**
 * The close code of a socket whose session ended (signed out, revoked, password changed,
 * suspended, deleted, expired): the client stops reconnecting and shows the signed-out state.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
