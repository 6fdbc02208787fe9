import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { loadConfig } from '../config.ts';
import { clientAddress } from './forwarded-for.ts';

/**
 * Issue 31.3: behind a proxy, the client is the right-most address of X-Forwarded-For that no
 * trusted proxy wrote; a forged left-most entry changes nothing.
 */
describe('the client address from the hops (as proxy-addr reads them)', () => {
  const forged = '203.0.113.66, 198.51.100.7';
  it.each([
    ['no trust: the socket', '10.0.0.2', forged, false, '10.0.0.2'],
    ['one proxy: what it appended', '10.0.0.2', forged, 1, '198.51.100.7'],
    ['one proxy, no header: the socket', '10.0.0.2', undefined, 1, '10.0.0.2'],
    ['two proxies', '10.0.0.2', `${forged}, 10.0.0.9`, 2, '198.51.100.7'],
    ['more hops trusted than sent: the left-most there is', '10.0.0.2', '198.51.100.7', 5, '198.51.100.7'],
    [
      'a list: the first address outside it',
      '10.0.0.2',
      `${forged}, 10.0.0.9`,
      ['10.0.0.0/8'],
      '198.51.100.7',
    ],
    ['a list, socket outside it: the socket', '192.0.2.1', forged, ['10.0.0.0/8'], '192.0.2.1'],
    ['named ranges', '127.0.0.1', `${forged}, 10.1.2.3`, ['loopback', 'uniquelocal'], '198.51.100.7'],
    ['IPv4-mapped socket', '::ffff:127.0.0.1', forged, ['127.0.0.1'], '198.51.100.7'],
    [
      'a hop that is no address ends the walk at the one before',
      '10.0.0.2',
      '198.51.100.7, junk',
      2,
      '10.0.0.2',
    ],
  ] as const)('%s', (_name, socket, header, trust, expected) => {
    expect(clientAddress(socket, header, trust as never)).toBe(expected);
  });

  it('reads TRUST_PROXY as off, one proxy, a count or a list', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;
    expect([trust('false'), trust('true'), trust('2'), trust('10.0.0.0/8, loopback')]).toEqual([
      false,
      1,
      2,
      ['10.0.0.0/8', 'loopback'],
    ]);
    expect(() => trust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => trust('everything')).toThrow(/TRUST_PROXY/);
  });
});

describe('a forged left-most X-Forwarded-For behind one trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 120_000);
  afterAll(() => t?.close());

  const from = (n: number) => `203.0.113.${n}, 198.51.100.7`;

  it('spends the real address’s contact limit (5), whatever the client puts first', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request('/api/v1/contact-messages', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'X-Forwarded-For': from(i) },
        // A new sender address each time: only the per-network-address limit is in play.
        json: { name: 'Pat', email: `pat${i}@example.com`, subject: 'Hello there', message: 'A question.' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('records the real address on the session, not the forged one', async () => {
    const u = await createSignedInUser(t);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'X-Forwarded-For': '203.0.113.99, 198.51.100.8' },
      json: { email: u.email, password: u.password },
    });
    expect(signIn.status).toBe(200);
    const res = await t.request('/api/v1/me/sessions', { headers: { Cookie: u.cookie } });
    const { sessions } = (await res.json()) as { sessions: { ipAddress: string | null }[] };
    expect(sessions.map((s) => s.ipAddress)).toContain('198.51.100.8');
    expect(sessions.map((s) => s.ipAddress)).not.toContain('203.0.113.99');
  });
});
