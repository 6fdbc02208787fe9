import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { REALTIME } from '../../shared/limits.ts';
import {
  type ClientFrame,
  REALTIME_PATH,
  SESSION_ENDED_CLOSE_CODE,
  type ServerFrame,
} from '../../shared/realtime.ts';
import type { UnreadCounts } from '../../shared/schemas/notifications.ts';
import { forgetViewer } from './viewer.ts';

type Listener = (frame: ServerFrame) => void;

/** What the client needs of its surroundings: the browser's, or a test's (`ws` with a cookie). */
export interface RealtimeEnvironment {
  url(): string;
  connect(url: string): WebSocket;
}

const browserEnvironment: RealtimeEnvironment = {
  url() {
    const url = new URL(REALTIME_PATH, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  },
  connect: (url) => new WebSocket(url),
};

/** WebSocket.CONNECTING and OPEN, read without the global (absent outside browsers). */
const CONNECTING = 0;
const OPEN = 1;
/** The server's restart hint (realtime/server.ts): reconnect after the first delay, elsewhere. */
const SERVICE_RESTART = 1012;

type MessageFrame = Extract<ServerFrame, { type: 'message' }>;

/**
 * Where a thread's message frame stands against the thread's cursor (the newest id this page
 * has): `next` continues the chain (it names the cursor as the message before it), `seen` is
 * one already had, `gap` came ahead of an older message not yet had (two people wrote at once
 * and the newer one was published first). Moving the cursor past a gap would lose the older
 * message if the socket dropped before it arrived, so a gap is fetched from the cursor instead.
 */
export function cursorStep(cursor: number, frame: Pick<MessageFrame, 'message' | 'previousId'>) {
  if (frame.message.id <= cursor) return 'seen';
  // A server from before the chain (during a rolling deploy) sends none: taken in order, as then.
  if (frame.previousId === undefined || frame.previousId === cursor) return 'next';
  return 'gap';
}

/**
 * The browser's one realtime socket (spec §9): heartbeat every 25 s, a missing answer after the
 * 10 s timeout counts as a lost connection; reconnects after 1, 2, 5, then every 10 s. Each
 * followed thread keeps the last message id seen, so a reconnect asks for what it missed.
 * A close for an ended session (SESSION_ENDED_CLOSE_CODE) is final: no reconnect, and the
 * `onSessionEnded` listeners show the page signed out.
 */
export function createRealtimeClient(env: RealtimeEnvironment = browserEnvironment) {
  let ws: WebSocket | null = null;
  let wanted = false;
  let holders = 0;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let counts: UnreadCounts = { messages: 0, notifications: 0 };
  let connected = false;
  const listeners = new Set<Listener>();
  const sessionEndedListeners = new Set<() => void>();
  const storeListeners = new Set<() => void>();
  /**
   * Followed threads → the newest message id this page has (the catch-up cursor), and the
   * cursor a catch-up was last asked from until the server answers it (one request per gap).
   */
  const threads = new Map<string, { cursor: number; followers: number; asked: number | null }>();

  const emit = () => {
    for (const l of storeListeners) l();
  };
  const send = (frame: ClientFrame) => {
    if (ws?.readyState === OPEN) ws.send(JSON.stringify(frame));
  };

  function onFrame(frame: ServerFrame) {
    if (frame.type === 'pong') clearTimeout(timeout);
    if (frame.type === 'hello') {
      attempt = 0;
      counts = frame.counts;
      connected = true;
      emit();
      for (const [conversationId, t] of threads) {
        t.asked = t.cursor;
        send({ type: 'subscribe', conversationId, after: t.cursor });
      }
    }
    if (frame.type === 'subscribed') {
      // The catch-up's messages follow this frame: a gap seen after them is a new one.
      const t = threads.get(frame.conversationId);
      if (t) t.asked = null;
    }
    if (frame.type === 'counts') {
      counts = { ...counts, ...frame.counts };
      emit();
    }
    if (frame.type === 'message') {
      const t = threads.get(frame.conversationId);
      if (t) {
        const step = cursorStep(t.cursor, frame);
        if (step === 'seen') return;
        if (step === 'gap') {
          // The same catch-up a reconnect asks for: the missed message and this one, in order.
          if (t.asked !== t.cursor) {
            t.asked = t.cursor;
            send({ type: 'subscribe', conversationId: frame.conversationId, after: t.cursor });
          }
          return;
        }
        t.cursor = frame.message.id;
      }
    }
    for (const l of listeners) l(frame);
  }

  /**
   * The current socket is gone (closed, or silent past the timeout): forget it at once, so a
   * late close event of an old socket can neither start a second socket nor stop the new one's
   * heartbeat, and try again after the back-off (its first step after a restart hint).
   */
  function lost(socket: WebSocket, code?: number) {
    if (ws !== socket) return;
    ws = null;
    clearInterval(beat);
    clearTimeout(timeout);
    if (connected) {
      connected = false;
      emit();
    }
    if (code === SESSION_ENDED_CLOSE_CODE) {
      // Reconnecting would only be refused (or, with a new cookie, be someone else's socket).
      wanted = false;
      clearTimeout(retry);
      for (const l of sessionEndedListeners) l();
    }
    if (!wanted) return;
    clearTimeout(retry);
    // A restart hint is no failure: the back-off starts again from its first step.
    if (code === SERVICE_RESTART) attempt = 0;
    const delays = REALTIME.reconnectDelaysMs;
    retry = setTimeout(open, delays[Math.min(attempt, delays.length - 1)]);
    attempt++;
  }

  function open() {
    if (!wanted || ws) return;
    let socket: WebSocket;
    try {
      socket = env.connect(env.url());
    } catch {
      return; // no socket support here: the pages still work without live updates
    }
    ws = socket;
    socket.onmessage = (e) => {
      if (ws !== socket) return; // a replaced socket's last frames
      try {
        onFrame(JSON.parse(String(e.data)) as ServerFrame);
      } catch {
        // A frame we cannot read is skipped; the next one may be fine.
      }
    };
    socket.onopen = () => {
      if (ws !== socket) return;
      clearInterval(beat);
      beat = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(timeout);
        timeout = setTimeout(() => {
          lost(socket);
          socket.close();
        }, REALTIME.timeoutMs);
      }, REALTIME.heartbeatMs);
    };
    socket.onclose = (e) => lost(socket, e.code);
  }

  return {
    /** Opens the socket for one more holder (a mounted component); `stop` gives it back. */
    start() {
      holders++;
      if (wanted) return;
      wanted = true;
      open();
    },
    stop() {
      if (holders > 0 && --holders > 0) return;
      wanted = false;
      clearTimeout(retry);
      const socket = ws;
      if (socket) {
        lost(socket);
        // Closing a socket still connecting makes the browser log an error: close it once open.
        if (socket.readyState === CONNECTING) socket.onopen = () => socket.close();
        else socket.close();
      }
      counts = { messages: 0, notifications: 0 };
      emit();
    },
    /** Follows a thread from `cursor` (the newest message id the page has). */
    follow(conversationId: string, cursor: number) {
      const t = threads.get(conversationId);
      if (t) {
        t.followers++;
        t.cursor = Math.max(t.cursor, cursor);
      } else {
        threads.set(conversationId, { cursor, followers: 1, asked: cursor });
        // Before the server's hello the subscription goes out with the others on hello; sent
        // now too, it would start a second catch-up of the same thread.
        if (connected) send({ type: 'subscribe', conversationId, after: cursor });
      }
      return () => {
        const cur = threads.get(conversationId);
        if (!cur) return;
        if (--cur.followers === 0) {
          threads.delete(conversationId);
          send({ type: 'unsubscribe', conversationId });
        }
      };
    },
    on(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `l` when the server closed the socket because its session ended. */
    onSessionEnded(l: () => void) {
      sessionEndedListeners.add(l);
      return () => {
        sessionEndedListeners.delete(l);
      };
    },
    subscribeStore(l: () => void) {
      storeListeners.add(l);
      return () => storeListeners.delete(l);
    },
    counts: () => counts,
    connected: () => connected,
  };
}

export const realtime = createRealtimeClient();

const NO_COUNTS: UnreadCounts = { messages: 0, notifications: 0 };

/** The unread counts the header shows, live. */
export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(realtime.subscribeStore, realtime.counts, () => NO_COUNTS);
}

/** Whether the socket is up (a thread view says "Reconnecting…" otherwise). */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(realtime.subscribeStore, realtime.connected, () => false);
}

/**
 * Keeps the socket open while a signed-in viewer is on the site; when the server ends it for an
 * ended session, the page turns signed out.
 */
export function useRealtimeConnection(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const off = realtime.onSessionEnded(() => forgetViewer(queryClient));
    realtime.start();
    return () => {
      off();
      realtime.stop();
    };
  }, [signedIn, queryClient]);
}

/** Calls `listener` for every frame while mounted. */
export function useRealtimeFrames(listener: Listener) {
  useEffect(() => {
    const off = realtime.on(listener);
    return () => {
      off();
    };
  }, [listener]);
}
