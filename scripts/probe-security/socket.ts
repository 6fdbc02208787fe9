/**
 * Findings 31.1 and 31.9, replayed against a default start (embedded database) in its own
 * process: a socket must close with the session-ended code within a second of its session
 * ending, five ways, and answer nothing after; a flood of frames must not slow the API.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '../../src/shared/realtime.ts';
import type { ProbeCheck } from './check.ts';
import { address, client, password, start } from './dev-start.ts';

/** A socket with the cookie, open and greeted; `closed` resolves with the close code and when. */
async function socketOf(base: string, cookie: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
    headers: { Cookie: cookie, Origin: base },
  });
  const frames: { type: string }[] = [];
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      frames.push(JSON.parse(String(data)) as { type: string });
      if (frames.length === 1) resolve();
    });
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
  return { ws, frames, closed };
}

/** A client's text frame (RFC 6455 §5.2: masked, under 126 bytes), as the `ws` client would send it. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const head = Buffer.from([0x81, 0x80 | payload.length]);
  return Buffer.concat([head, mask, payload.map((b, i) => b ^ mask[i % 4]!)]);
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

export const checks: ProbeCheck[] = [
  {
    finding: '31.1 socket outlives its session',
    async run() {
      const admin = { email: address('admin'), password: password() };
      const server = await start([admin]);
      try {
        const api = client(server.base);
        const adminCookie = await api.signIn(admin.email, admin.password);
        type User = Awaited<ReturnType<typeof api.user>>;
        const otherSession = async (u: User) => {
          const cookie = await api.signIn(u.email, u.password);
          const { sessions } = (await (await api.call('GET', '/api/v1/me/sessions', cookie)).json()) as {
            sessions: { id: string; current: boolean }[];
          };
          return { cookie, first: sessions.find((s) => !s.current)?.id ?? '' };
        };
        const ways: [string, (u: User) => Promise<Response>][] = [
          ['sign-out', (u) => api.call('POST', '/api/auth/sign-out', u.cookie, {})],
          [
            'revoked',
            async (u) => {
              const { cookie, first } = await otherSession(u);
              return api.call('DELETE', `/api/v1/me/sessions/${first}`, cookie);
            },
          ],
          [
            'password change',
            async (u) => {
              const { cookie } = await otherSession(u);
              return api.call('POST', '/api/auth/change-password', cookie, {
                currentPassword: u.password,
                newPassword: password(),
              });
            },
          ],
          [
            'suspension',
            (u) => api.call('POST', `/api/v1/admin/users/${u.id}/suspend`, adminCookie, { reason: 'Probe' }),
          ],
          [
            'deletion',
            (u) =>
              api.call('POST', '/api/v1/me/delete', u.cookie, {
                password: u.password,
                confirmEmail: u.email,
              }),
          ],
        ];
        const results: string[] = [];
        let held = true;
        for (const [way, end] of ways) {
          const u = await api.user(way.split(' ')[0]!);
          const s = await socketOf(server.base, u.cookie);
          const res = await end(u);
          const ended = Date.now();
          // A frame sent after the end must get no answer.
          if (s.ws.readyState === WebSocket.OPEN) s.ws.send(JSON.stringify({ type: 'ping' }));
          const before = s.frames.length;
          const closed = await within(s.closed, 1000);
          await new Promise((r) => setTimeout(r, 100));
          const answered = s.frames.length - before;
          const ok = res.ok && closed?.code === SESSION_ENDED_CLOSE_CODE && answered === 0;
          held &&= ok;
          results.push(
            closed
              ? `${way} ${closed.code} in ${Math.max(0, closed.at - ended)} ms${answered ? `, ${answered} answered` : ''}`
              : `${way} still open after 1 s (HTTP ${res.status})`,
          );
          s.ws.terminate();
        }
        return { held, figure: results.join('; ') };
      } finally {
        await server.stop();
      }
    },
  },
  {
    finding: '31.9 socket frame flood',
    async run() {
      const server = await start();
      try {
        const api = client(server.base);
        const [flooder, bystander] = [await api.user('flood'), await api.user('bystander')];
        // The same call without a flood, as the yardstick on a machine that may be busy.
        const timed = async () => {
          const startedAt = Date.now();
          const res = await api.call('GET', '/api/v1/me', bystander.cookie);
          return { res, took: Date.now() - startedAt };
        };
        const quiet: number[] = [];
        for (let i = 0; i < 5; i++) quiet.push((await timed()).took);
        const baseline = quiet.sort((a, b) => a - b)[2]!;
        const s = await socketOf(server.base, flooder.cookie);
        // The frames as one write, so the probe's own sending costs nothing while the call is timed.
        const frames = Array.from({ length: 5000 }, () =>
          maskedTextFrame(JSON.stringify({ type: 'subscribe', conversationId: randomUUID() })),
        );
        (s.ws as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.concat(frames));
        const { res: me, took } = await timed();
        const closed = await within(s.closed, 5000);
        const answered = s.frames.filter((f) => f.type === 'refused').length;
        s.ws.terminate();
        return {
          // Held: the call is not slowed past a second, or past 4× the same call without a flood.
          held: me.ok && took < Math.max(1000, 4 * baseline) && closed?.code === 1008,
          figure: `5,000 subscribe frames: unrelated GET /api/v1/me ${me.status} in ${took} ms (${baseline} ms without the flood); ${answered} frames answered; socket ${closed ? `closed ${closed.code}` : 'still open'}`,
        };
      } finally {
        await server.stop();
      }
    },
  },
];
