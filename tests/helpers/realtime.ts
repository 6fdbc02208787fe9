import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { attachRealtime, type RealtimeAccess } from '../../src/server/realtime/index.ts';
import type { ServerFrame } from '../../src/shared/realtime.ts';
import type { TestApp } from './test-app.ts';

/**
 * The test app on a real HTTP port with its realtime socket, as boot.ts serves it. `access`
 * replaces the conversations service's answers to the socket (a test that times them).
 */
export async function listen(
  t: TestApp,
  options: { access?: RealtimeAccess } = {},
): Promise<{ url: string; wsUrl: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  const realtime = attachRealtime(server, {
    ...t.deps,
    bus: t.deps.realtime,
    access: options.access ?? t.deps.services.conversations.realtimeAccess,
  });
  const { port } = server.address() as AddressInfo;
  // The served hosts are the loopback names with the listening port (lib/served-hosts.ts), as
  // boot.ts records the port it got.
  t.deps.config.PORT = port;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    async close() {
      await realtime.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A socket client that keeps every frame it receives and can wait for one. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: object): void;
  waitFor<T extends ServerFrame>(match: (f: ServerFrame) => f is T, timeoutMs?: number): Promise<T>;
  waitFor(match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  close(): Promise<void>;
}

/** Opens a socket; resolves once it is open, or rejects with the refusal's HTTP status. */
export function connect(wsUrl: string, headers: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers });
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const w of waiters) w();
    });
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        send: (frame) => ws.send(JSON.stringify(frame)),
        waitFor(match: (f: ServerFrame) => boolean, timeoutMs = 5000) {
          return new Promise<ServerFrame>((res, rej) => {
            const check = () => {
              const found = frames.find(match);
              if (found) {
                waiters.delete(check);
                clearTimeout(timer);
                res(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () =>
          new Promise<void>((r) => {
            if (ws.readyState === ws.CLOSED) return r();
            ws.once('close', () => r());
            ws.close();
          }),
      } as TestSocket),
    );
  });
}
