import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';

/** The dev outbox holds every code, so it answers only this machine. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.mailer.send({ to: 'someone@example.com', subject: 'Your code', text: 'Code 123456' });
});
afterAll(async () => {
  await t.close();
});

/** A request as the Node server hands it over, from `remoteAddress`. */
const fromSocket = (path: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.request(
    `http://localhost${path}`,
    { headers },
    {
      incoming: {
        socket: {
          remoteAddress,
          remotePort: 50_000,
          remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4',
        },
      },
    },
  );

describe('the dev mailbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from %s', async (address) => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await fromSocket(path, address);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('123456');
    }
  });

  it.each(['192.0.2.10', '10.0.0.5', '::ffff:203.0.113.7', '2001:db8::1'])(
    'refuses a request from %s without showing any mail',
    async (address) => {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=someone@example.com']) {
        const res = await fromSocket(path, address);
        expect(res.status).toBe(403);
        const text = await res.text();
        expect(text).not.toContain('123456');
        expect(JSON.parse(text)).toMatchObject({ code: 'local_only' });
      }
    },
  );

  it('refuses what a proxy on this machine forwards for someone else, whatever TRUST_PROXY says', async () => {
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9;proto=https' },
      { Forwarded: 'for="[2001:db8::1]:4711"' },
    ];
    for (const headers of forwarded) {
      const res = await fromSocket('/dev/mailbox.json', '127.0.0.1', headers);
      expect(res.status).toBe(403);
    }
    // A local tool that says it is local is fine.
    expect(
      (await fromSocket('/dev/mailbox.json', '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' })).status,
    ).toBe(200);
  });
});
