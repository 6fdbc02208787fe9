/**
 * Finding 31.4, replayed against a development start: a person writes to a company, reports the
 * thread, asks for a call, changes their notification settings, starts an e-mail change, sends a
 * client error and a contact message, and deletes their account; the company writes again after
 * it. The company must see "Deleted user", and with the server stopped, no table of the
 * database may hold the person's id, e-mail, new e-mail, name, phone or text (the admin audit
 * log, the append-only legal record, aside).
 */
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { DEMO_FRANCHISOR_PASSWORD, demoCredentialSamples } from '../../src/server/db/seed/demo-accounts.ts';
import { uniqueEmail } from '../../tests/helpers/accounts.ts';
import { columnsHolding } from '../../tests/helpers/erasure.ts';
import type { ProbeCheck } from './check.ts';
import { api, withInstance } from './instance.ts';

/** The one table allowed to keep a deleted person (see the erasure integration test). */
const ALLOWED_TABLE = 'admin_audit_log';

export const checks: ProbeCheck[] = [
  {
    finding: '31.4 personal data left after deletion',
    run: () =>
      withInstance(async ({ base, dataDir, halt }) => {
        const client = api(base);
        const tag = Math.random().toString(36).slice(2, 8);
        const who = {
          first: `Quillon${tag}`,
          last: `Ferrow${tag}`,
          phone: `+1 201 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`,
          text: `private-thought-${tag}`,
          newEmail: uniqueEmail('probe-moving'),
        };
        const person = await client.person('erased', 'seeker', {
          firstName: who.first,
          lastName: who.last,
          phone: who.phone,
        });
        const demo = demoCredentialSamples()[0]!;
        const company = await client.signIn(demo.email, DEMO_FRANCHISOR_PASSWORD);
        const { items } = await client.json<{ items: { id: string; title: string }[] }>(
          'GET',
          `/api/v1/opportunities?country=${demo.country}&search=${encodeURIComponent(demo.listing)}`,
        );
        const listing = items.find((l) => l.title === demo.listing)!;

        const { conversationId: thread } = await client.json<{ conversationId: string }>(
          'POST',
          `/api/v1/opportunities/${listing.id}/information-requests`,
          person.cookie,
          {
            name: `${who.first} ${who.last}`,
            email: person.email,
            phone: who.phone,
            message: `About ${who.text}`,
          },
        );
        await client.json('POST', `/api/v1/conversations/${thread}/messages`, person.cookie, {
          body: who.text,
        });
        // The company's answer rings the person's bell.
        await client.json('POST', `/api/v1/conversations/${thread}/messages`, company.cookie, {
          body: 'Happy to talk.',
        });
        await client.json('POST', `/api/v1/conversations/${thread}/reports`, person.cookie, {
          reason: who.text,
        });
        const tomorrow = new Date(Date.now() + 2 * 86_400_000);
        tomorrow.setUTCHours(15, 0, 0, 0);
        await client.json('POST', `/api/v1/opportunities/${listing.id}/calls`, person.cookie, {
          slots: [tomorrow.toISOString()],
          timeZone: 'America/New_York',
          note: who.text,
        });
        await client.json('PATCH', '/api/v1/me/notification-preferences', person.cookie, {
          email: { message: false },
        });
        await client.json('POST', '/api/v1/me/email-change', person.cookie, {
          newEmail: who.newEmail,
          password: person.password,
        });
        await client.json('POST', '/api/v1/client-errors', person.cookie, {
          errorId: `err_${tag}probe`,
          kind: 'route',
          message: who.text,
          url: '/messages',
        });
        await client.json('POST', '/api/v1/contact-messages', person.cookie, {
          name: `${who.first} ${who.last}`,
          email: person.email,
          subject: 'About my plan',
          message: `Please call me: ${who.text}`,
        });

        await client.json('POST', '/api/v1/me/delete', person.cookie, {
          password: person.password,
          confirmEmail: person.email,
        });
        // The company tries to write after the deletion: the thread takes nothing, and nothing
        // may be stored for them from it.
        const after = await client.call('POST', `/api/v1/conversations/${thread}/messages`, company.cookie, {
          body: 'Are you still there?',
        });
        await after.arrayBuffer();
        const seen = await client.json<{
          counterpart: string;
          messages: { mine: boolean; senderName: string }[];
        }>('GET', `/api/v1/conversations/${thread}`, company.cookie);
        const theirs = seen.messages.filter((m) => !m.mine).map((m) => m.senderName);

        await halt();
        const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        let left: string[];
        try {
          left = (
            await columnsHolding(database.db, [
              person.id,
              person.email,
              who.newEmail,
              who.first,
              who.last,
              who.phone,
              who.text,
            ])
          ).filter((c) => !c.startsWith(`${ALLOWED_TABLE}.`));
        } finally {
          await database.close();
        }
        const shownAs = [...new Set([seen.counterpart, ...theirs])];
        return {
          held: left.length === 0 && shownAs.every((name) => name === 'Deleted user') && after.status === 409,
          figure: `${left.length} columns hold the deleted person${left.length ? ` (${left.join(', ')})` : ''}; the company sees them as ${shownAs.map((n) => `"${n}"`).join(', ')} and its message after the deletion answers ${after.status}`,
        };
      }),
  },
];
