/**
 * Finding 31.15 (audit and replays), replayed against a development start in its own process:
 * an admin's reads of personal data, the audit export and a refused admin attempt must each
 * leave an audit record; a signed Razorpay webhook replayed under a new event id must count as
 * a duplicate, since that id travels in a header the signature does not cover.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { ProbeCheck } from './check.ts';
import { address, client, password, start } from './dev-start.ts';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_probe',
  RAZORPAY_KEY_SECRET: 'rzp_test_probe_secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp_probe_webhook_secret',
};

export const checks: ProbeCheck[] = [
  {
    finding: '31.15 admin reads and refusals audited',
    async run() {
      const admin = { email: address('audit-admin'), password: password() };
      const server = await start([admin]);
      try {
        const api = client(server.base);
        const adminCookie = await api.signIn(admin.email, admin.password);
        const seeker = await api.user('audited');
        const statuses = [
          (await api.call('GET', `/api/v1/admin/users/${seeker.id}`, adminCookie)).status,
          (await api.call('GET', '/api/v1/admin/rewards', adminCookie)).status,
          (await api.call('GET', '/api/v1/admin/audit-log/export', adminCookie)).status,
          (await api.call('GET', `/api/v1/admin/users/${seeker.id}`, seeker.cookie)).status,
        ];
        const page = (await (
          await api.call('GET', '/api/v1/admin/audit-log?limit=100', adminCookie)
        ).json()) as {
          records: { action: string; actorEmail: string; entityId: string }[];
        };
        const recorded = (action: string, actorEmail: string, entityId?: string) =>
          page.records.some(
            (r) =>
              r.action === action &&
              r.actorEmail === actorEmail &&
              (entityId === undefined || r.entityId.includes(entityId)),
          );
        const found = {
          'users.read': recorded('users.read', admin.email, seeker.id),
          'rewards.list': recorded('rewards.list', admin.email),
          'audit.export': recorded('audit.export', admin.email),
          'access.refuse': recorded('access.refuse', seeker.email, seeker.id),
        };
        return {
          held: statuses.join() === '200,200,200,403' && Object.values(found).every(Boolean),
          figure: `answers ${statuses.join(', ')}; recorded ${Object.entries(found)
            .map(([action, yes]) => `${action} ${yes ? 'yes' : 'NO'}`)
            .join(', ')}`,
        };
      } finally {
        await server.stop();
      }
    },
  },
  {
    finding: '31.15 Razorpay replay with a new event id',
    async run() {
      const server = await start([], RAZORPAY);
      try {
        const body = JSON.stringify({
          entity: 'event',
          account_id: 'acc_probe',
          event: 'payment_link.paid',
          contains: ['payment_link', 'payment'],
          payload: {
            payment_link: {
              entity: {
                id: 'plink_probe',
                amount_paid: 100,
                currency: 'INR',
                notes: { membershipId: randomUUID() },
              },
            },
            payment: { entity: { id: 'pay_probe', amount: 100, currency: 'INR', status: 'captured' } },
          },
          created_at: Math.floor(Date.now() / 1000),
        });
        const signature = createHmac('sha256', RAZORPAY.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
        const post = async (eventId: string) => {
          const res = await fetch(`${server.base}/api/v1/payments/razorpay/webhook`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Razorpay-Signature': signature,
              'X-Razorpay-Event-Id': eventId,
            },
            body,
          });
          return res.ok ? ((await res.json()) as { outcome: string }).outcome : String(res.status);
        };
        const first = await post('evt_probe_first');
        const replays = [await post('evt_probe_replay_1'), await post('evt_probe_replay_2')];
        return {
          held: first !== 'duplicate' && replays.every((o) => o === 'duplicate'),
          figure: `first delivery: ${first}; the same signed body under two new event ids: ${replays.join(', ')}`,
        };
      } finally {
        await server.stop();
      }
    },
  },
];
