import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-db.ts';
import { createLogger } from '../lib/logger.ts';
import { createMailer } from './mailer.ts';
import { createOutboxRepository } from './outbox-repository.ts';

describe('mailer', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('delivers over SMTP to a real peer', async () => {
    const received: { from?: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Franchisio <no-reply@franchisio.com>',
      db: t.database.db,
      logger: createLogger('silent'),
    });
    try {
      expect(mailer.transport).toBe('smtp');
      await mailer.send({
        to: 'seeker@example.com',
        subject: 'Your Franchisio code',
        text: 'Your code is 123456.',
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@franchisio.com');
      expect(received[0]!.to).toEqual(['seeker@example.com']);
      expect(received[0]!.raw).toContain('Subject: Your Franchisio code');
      expect(received[0]!.raw).toContain('Your code is 123456.');

      // An attachment (a call's .ics) goes as its own MIME part.
      await mailer.send({
        to: 'seeker@example.com',
        subject: 'Call confirmed',
        text: 'See the invitation.',
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; method=REQUEST',
            content: 'BEGIN:VCALENDAR',
          },
        ],
      });
      expect(received).toHaveLength(2);
      expect(received[1]!.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST;?\s*name=invite\.ics/);
      expect(received[1]!.raw).toContain('filename=invite.ics');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      from: 'x <x@franchisio.com>',
      db: t.database.db,
      logger: createLogger('silent'),
    });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'Owner@Example.com', subject: 'Hello', text: 'Body text' });
    const messages = await createOutboxRepository(t.database.db).list({ to: 'owner@example.com', limit: 5 });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'Hello', text: 'Body text' });
  });
});
