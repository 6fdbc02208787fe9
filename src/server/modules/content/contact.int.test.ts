import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { contactMessages, emailOutbox } from '../../db/schema/index.ts';

const valid = {
  name: 'Priya Sharma',
  email: 'Priya.Sharma@example.com',
  subject: 'Question about Kredit',
  message: 'Hello, can I use Kredit to pay for the fit-out of my second outlet?',
};

describe('POST /api/v1/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY lets the test speak for different network addresses with X-Forwarded-For.
    t = await createTestApp({ env: { TRUST_PROXY: 'true', OPERATOR_EMAIL: 'operator@example.org' } });
  });
  afterAll(() => t.close());

  const send = (json: unknown, ip = '203.0.113.1') =>
    t.request('/api/v1/contact-messages', { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });

  it('stores the message and e-mails it to the operator with reply-to the sender', async () => {
    const res = await send(valid, '203.0.113.10');
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: number; receivedAt: string };
    expect(receipt.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(receipt.receivedAt))).toBe(false);

    const [row] = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, receipt.id));
    expect(row).toMatchObject({
      id: receipt.id,
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      subject: 'Question about Kredit',
      message: valid.message,
      ip: '203.0.113.10',
    });
    expect(row!.mailedAt).toBeInstanceOf(Date);

    // This message's mail only (other tests of the file send theirs to the operator too).
    const mail = (await t.deps.database.db.select().from(emailOutbox)).filter((m) =>
      m.text.includes(`Message no. ${receipt.id},`),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'operator@example.org',
      subject: 'Contact form: Question about Kredit',
    });
    expect(mail[0]!.text).toContain(valid.message);
    expect(mail[0]!.text).toContain('priya.sharma@example.com');
  });

  it('rejects missing and invalid fields with the field named', async () => {
    const res = await send({ ...valid, email: 'not-an-address', message: 'short' }, '203.0.113.20');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e) => e.field).sort()).toEqual(['email', 'message']);
    expect(body.errors.find((e) => e.field === 'email')!.message).toBe(
      'Please enter a valid e-mail address.',
    );

    const blank = await send({
      name: '   ',
      email: valid.email,
      subject: 'Hi there',
      message: valid.message,
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('name');
  });

  it('limits messages per e-mail address, whatever the network address', async () => {
    const email = 'repeat.sender@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await send({ ...valid, email }, `198.51.100.${i + 1}`)).status).toBe(201);
    }
    const res = await send({ ...valid, email }, '198.51.100.99');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
  });

  it('limits messages per network address, whatever the e-mail address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid, email: `sender${i}@example.com` }, '192.0.2.50')).status).toBe(201);
    }
    const res = await send({ ...valid, email: 'sender-new@example.com' }, '192.0.2.50');
    expect(res.status).toBe(429);
    // Another address is not affected.
    expect((await send({ ...valid, email: 'other@example.com' }, '192.0.2.51')).status).toBe(201);
  });

  it('refuses a cross-site post', async () => {
    const res = await t.request('/api/v1/contact-messages', {
      method: 'POST',
      json: valid,
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': '192.0.2.77' },
    });
    expect(res.status).toBe(403);
  });
});
