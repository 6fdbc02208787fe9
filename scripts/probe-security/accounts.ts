/**
 * Findings 31.5 and 31.14, replayed against a development start (embedded database) in its own
 * process: an admin invitation must not outlive its maker's access, and the owner who recovers
 * an address someone else pre-registered must not inherit that person's profile or company.
 */
import type { ProbeCheck } from './check.ts';
import { address, client, password, start } from './dev-start.ts';

export const checks: ProbeCheck[] = [
  {
    finding: '31.5 invites outlive their maker',
    async run() {
      const maker = { email: address('maker'), password: password() };
      const other = { email: address('other'), password: password() };
      const server = await start([maker, other]);
      try {
        const api = client(server.base);
        const makerCookie = await api.signIn(maker.email, maker.password);
        const otherCookie = await api.signIn(other.email, other.password);
        const invitee = await api.user('invitee');
        const made = await api.call('POST', '/api/v1/admin/auth', makerCookie, {
          action: 'generateToken',
          email: invitee.email,
          adminLevel: 'super',
        });
        const { inviteUrl } = (await made.json()) as { inviteUrl?: string };
        const token = inviteUrl ? new URL(inviteUrl).searchParams.get('token') : null;
        if (!token) return { held: false, figure: `could not make an invite (${made.status})` };
        const listed = await api.call('GET', '/api/v1/admin/invites', otherCookie);
        const revoke = await api.call('POST', '/api/v1/admin/auth', otherCookie, {
          action: 'revokeAccess',
          email: maker.email,
        });
        const accept = await api.call('POST', '/api/v1/admin/auth', invitee.cookie, {
          action: 'acceptInvite',
          token,
        });
        const { code } = (await accept.json()) as { code?: string };
        return {
          held: listed.status === 200 && revoke.status === 200 && accept.status === 400,
          figure: `invites listed ${listed.status}; maker revoked ${revoke.status}; their super invite accepted after: ${accept.status}${code ? ` ${code}` : ''}`,
        };
      } finally {
        await server.stop();
      }
    },
  },
  {
    finding: '31.14 squatter profile survives recovery',
    async run() {
      const server = await start();
      try {
        const api = client(server.base);
        const email = address('squatted');
        // Someone joins as a franchisor with the owner's address and never verifies it.
        await api.call('POST', '/api/v1/accounts/franchisor-sign-up', undefined, {
          email,
          password: password(),
          firstName: 'Mallory',
          lastName: 'Squatter',
          country: 'US',
          phone: '+1 201 555 0199',
          companyName: 'Squatter Holdings',
          website: 'https://example.com',
        });
        // The owner recovers the address with "Forgot password?", after the one-a-minute code cooldown.
        await new Promise((r) => setTimeout(r, 61_000));
        await api.call('POST', '/api/auth/email-otp/request-password-reset', undefined, { email });
        const ownerPassword = password();
        const reset = await api.call('POST', '/api/auth/email-otp/reset-password', undefined, {
          email,
          otp: await api.code(email),
          password: ownerPassword,
        });
        const cookie = await api.signIn(email, ownerPassword);
        const res = await api.call('GET', '/api/v1/me/profile', cookie);
        const profile = (await res.json()) as {
          firstName?: string | null;
          phone?: string | null;
          role?: string;
        };
        const kept = [
          profile.firstName && 'name',
          profile.phone && 'phone',
          profile.role === 'franchisor' && 'franchisor role',
        ].filter(Boolean);
        return {
          held: reset.status === 200 && res.status === 200 && kept.length === 0,
          figure: `reset ${reset.status}; profile ${res.status}; the squatter's data kept: ${kept.length ? kept.join(', ') : 'none'}`,
        };
      } finally {
        await server.stop();
      }
    },
  },
];
