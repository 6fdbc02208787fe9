import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { PDF_BYTES } from '../../../../tests/helpers/franchisor.ts';
import { connect, listen, type TestSocket } from '../../../../tests/helpers/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { ServerFrame } from '../../../shared/realtime.ts';
import type {
  ConversationDetail,
  ConversationListValue,
  Message,
} from '../../../shared/schemas/conversations.ts';
import type { NotificationListValue } from '../../../shared/schemas/notifications.ts';
import { buildApp } from '../../app.ts';
import { createAppDeps } from '../../create-deps.ts';
import {
  adminAuditLog as auditLog,
  conversationParticipants,
  conversationReports,
  conversations,
  franchiseOpportunities,
  franchisors,
  informationRequests,
  messages,
  rateLimits,
} from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createAdminRepository } from '../admin/repository.ts';

describe('conversations over the realtime socket', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof listen>>;
  let owner: SignedInUser;
  let outsider: SignedInUser;
  let listingId: string;
  const sockets: TestSocket[] = [];

  const as = (u: SignedInUser) => ({ Cookie: u.cookie, Origin: ORIGIN });
  const open = async (u: SignedInUser, server: { wsUrl: string; url: string } = http) => {
    const s = await connect(server.wsUrl, { Cookie: u.cookie, Origin: server.url });
    sockets.push(s);
    await s.waitFor((f) => f.type === 'hello');
    return s;
  };
  const send = (u: SignedInUser, id: string, body: string) =>
    t.request(`/api/v1/conversations/${id}/messages`, { method: 'POST', headers: as(u), json: { body } });
  const isMessage = (body: string) => (f: ServerFrame) => f.type === 'message' && f.message.body === body;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    http = await listen(t);
    [owner, outsider] = await Promise.all([
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
    ]);
    const db = t.deps.database.db;
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    const [listing] = await db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.country, 'US'))
      .limit(1);
    listingId = listing!.id;
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company!.id })
      .where(eq(franchiseOpportunities.id, listingId));
  });

  /**
   * A thread of its own for each test: a new seeker asks the company about its listing. No test
   * reads or writes another's thread, so they pass alone and in any order.
   */
  const newThread = async () => {
    // Ten information requests an hour per address: this file makes more, all from one.
    await t.deps.database.db.delete(rateLimits);
    const seeker = await createSignedInUser(t);
    const res = await t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
      method: 'POST',
      headers: as(seeker),
      json: { name: 'Sam Seeker', email: seeker.email, message: 'What is the royalty in year one?' },
    });
    expect(res.status).toBe(201);
    const threadId = ((await res.json()) as { conversationId: string }).conversationId;
    expect(threadId).toMatch(/^[0-9a-f-]{36}$/);
    return { seeker, threadId };
  };
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await http.close();
    await t.close();
  });

  it('refuses an upgrade from a foreign Origin (403) and without a session (401)', async () => {
    await expect(
      connect(http.wsUrl, { Cookie: outsider.cookie, Origin: 'https://evil.example' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(connect(http.wsUrl, { Origin: http.url })).rejects.toMatchObject({ status: 401 });
  });

  it('opens a thread from the information request that both sides see, the company in its inbox', async () => {
    const { seeker, threadId } = await newThread();
    const mine = (await (
      await t.request('/api/v1/conversations?side=seeker', { headers: as(seeker) })
    ).json()) as ConversationListValue;
    expect(mine.items.map((c) => c.id)).toContain(threadId);
    const theirs = (await (
      await t.request('/api/v1/conversations?side=franchisor', { headers: as(owner) })
    ).json()) as ConversationListValue;
    const item = theirs.items.find((c) => c.id === threadId)!;
    expect(item).toMatchObject({
      mySide: 'franchisor',
      unread: 1,
      lastMessage: 'What is the royalty in year one?',
    });
    expect(theirs.unread).toBeGreaterThanOrEqual(1);
    // /messages asks without a side: a company owner's one inbox holds the thread too (issue 37).
    const everything = (await (
      await t.request('/api/v1/conversations', { headers: as(owner) })
    ).json()) as ConversationListValue;
    expect(everything.items.find((c) => c.id === threadId)).toMatchObject({ mySide: 'franchisor' });
    // The company's bell item opens the thread there, as the seeker's does.
    await expect
      .poll(async () => {
        const bell = (await (
          await t.request('/api/v1/notifications', { headers: as(owner) })
        ).json()) as NotificationListValue;
        return bell.items.find((n) => n.link.includes(threadId))?.link;
      })
      .toBe(`/messages?thread=${threadId}`);
    const outsiderView = await t.request(`/api/v1/conversations/${threadId}`, { headers: as(outsider) });
    expect(outsiderView.status).toBe(404);
  });

  it('stores a lead with its thread or not at all: a failed first message leaves nothing, and the retry opens the thread', async () => {
    await t.deps.database.db.delete(rateLimits);
    const seeker = await createSignedInUser(t);
    const db = t.deps.database.db;
    const refused = 'Refused by the test constraint';
    // A real constraint fails the last write of the request: the thread's first message.
    await db.execute(
      sql.raw(`alter table messages add constraint test_refuses_message check (body <> '${refused}')`),
    );
    const ask = () =>
      t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
        method: 'POST',
        headers: as(seeker),
        json: { name: 'Sam Seeker', email: seeker.email, message: refused },
      });
    try {
      expect((await ask()).status).toBe(500);
    } finally {
      await db.execute(sql`alter table messages drop constraint test_refuses_message`);
    }
    const leads = await db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.userId, seeker.userId));
    expect(leads).toEqual([]);
    const threads = await db.select().from(conversations).where(eq(conversations.openedBy, seeker.userId));
    expect(threads).toEqual([]);

    const retry = await ask();
    expect(retry.status).toBe(201);
    const { conversationId } = (await retry.json()) as { conversationId: string };
    const stored = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored.map((m) => m.body)).toEqual([refused]);
  });

  it('delivers the company’s answer live to the seeker, with the unread count and a bell item', async () => {
    const { seeker, threadId } = await newThread();
    const s = await open(seeker);
    s.send({ type: 'subscribe', conversationId: threadId });
    await s.waitFor((f) => f.type === 'subscribed');
    const res = await send(owner, threadId, 'Royalty is 6 %. See https://example.com/fdd');
    expect(res.status).toBe(201);
    const frame = await s.waitFor(isMessage('Royalty is 6 %. See https://example.com/fdd'));
    expect(frame).toMatchObject({ conversationId: threadId });
    await s.waitFor((f) => f.type === 'counts' && f.counts.messages === 1);
    await s.waitFor((f) => f.type === 'notification' && f.notification.kind === 'message');
    const bell = (await (
      await t.request('/api/v1/notifications', { headers: as(seeker) })
    ).json()) as NotificationListValue;
    expect(bell.items[0]).toMatchObject({
      kind: 'message',
      link: `/messages?thread=${threadId}`,
      read: false,
    });

    // Reading it: the count drops and the company sees "Seen".
    const owners = await open(owner);
    owners.send({ type: 'subscribe', conversationId: threadId });
    await owners.waitFor((f) => f.type === 'subscribed');
    const upTo = (frame as Extract<ServerFrame, { type: 'message' }>).message.id;
    const read = await t.request(`/api/v1/conversations/${threadId}/read`, {
      method: 'POST',
      headers: as(seeker),
      json: { upTo },
    });
    expect(await read.json()).toEqual({ unread: 0 });
    await owners.waitFor((f) => f.type === 'read' && f.userId === seeker.userId && f.upTo === upTo);
    const detail = (await (
      await t.request(`/api/v1/conversations/${threadId}`, { headers: as(owner) })
    ).json()) as ConversationDetail;
    expect(detail.otherReadUpTo).toBe(upTo);
  });

  it('gives nothing to a user who subscribes to someone else’s thread', async () => {
    const { seeker, threadId } = await newThread();
    const s = await open(outsider);
    s.send({ type: 'subscribe', conversationId: threadId });
    await s.waitFor((f) => f.type === 'refused' && f.conversationId === threadId);
    await send(owner, threadId, 'Only for the seeker');
    // The seeker's own socket proves the message went out; the outsider's got none of it.
    const watcher = await open(seeker);
    watcher.send({ type: 'subscribe', conversationId: threadId, after: 0 });
    await watcher.waitFor(isMessage('Only for the seeker'));
    await new Promise((r) => setTimeout(r, 200));
    expect(s.frames.some((f) => f.type === 'message' || f.type === 'thread' || f.type === 'read')).toBe(
      false,
    );
  });

  it('delivers after a reconnect what was sent while the socket was down', async () => {
    const { seeker, threadId } = await newThread();
    const first = await open(seeker);
    first.send({ type: 'subscribe', conversationId: threadId });
    await first.waitFor((f) => f.type === 'subscribed');
    await send(owner, threadId, 'Before the drop');
    const seen = (await first.waitFor(isMessage('Before the drop'))) as Extract<
      ServerFrame,
      { type: 'message' }
    >;
    await first.close();
    await send(owner, threadId, 'While you were away');
    const again = await open(seeker);
    again.send({ type: 'subscribe', conversationId: threadId, after: seen.message.id });
    await again.waitFor(isMessage('While you were away'));
    expect(again.frames.some(isMessage('Before the drop'))).toBe(false);
  });

  it('delivers a message written on one instance to a socket on another (same database)', async () => {
    const { seeker, threadId } = await newThread();
    // A config of its own: each instance serves the port it listens on.
    const config = { ...t.deps.config };
    const other = await createAppDeps(config, t.deps.database, createLogger('silent'));
    const otherApp = buildApp(other);
    const otherHttp = await listen({ ...t, app: otherApp, deps: other });
    try {
      const s = await open(seeker, otherHttp);
      s.send({ type: 'subscribe', conversationId: threadId });
      await s.waitFor((f) => f.type === 'subscribed');
      const res = await send(owner, threadId, 'Written on instance A');
      expect(res.status).toBe(201);
      await s.waitFor(isMessage('Written on instance A'));
      await s.waitFor((f) => f.type === 'counts');
    } finally {
      await otherHttp.close();
      other.mailer.close();
      await other.catalogChanges.close();
      await other.realtime.close();
    }
  });

  it('writes a thread’s messages one at a time: each frame names the message before it, none twice', async () => {
    const [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const db = t.deps.database.db;
    const [row] = await db
      .insert(conversations)
      .values({ kind: 'direct', subject: 'Both at once', openedBy: a.userId })
      .returning({ id: conversations.id });
    const id = row!.id;
    await db.insert(conversationParticipants).values([
      { conversationId: id, userId: a.userId, side: 'member' },
      { conversationId: id, userId: b.userId, side: 'member' },
    ]);
    const s = await open(a);
    s.send({ type: 'subscribe', conversationId: id });
    await s.waitFor((f) => f.type === 'subscribed');
    const each = 8;
    const statuses = await Promise.all(
      Array.from({ length: each }, (_, i) => [
        send(a, id, `a ${i}`).then((r) => r.status),
        send(b, id, `b ${i}`).then((r) => r.status),
      ]).flat(),
    );
    expect(statuses).toEqual(Array(2 * each).fill(201));
    const framesOf = () =>
      s.frames.filter(
        (f): f is Extract<ServerFrame, { type: 'message' }> =>
          f.type === 'message' && f.conversationId === id,
      );
    await expect.poll(() => framesOf().length, { timeout: 10_000 }).toBe(2 * each);
    // One chain from the thread's start: sorted by id, every message names the one before it.
    const chain = framesOf().sort((x, y) => x.message.id - y.message.id);
    expect(chain.map((f) => f.previousId)).toEqual([0, ...chain.slice(0, -1).map((f) => f.message.id)]);
    // Arrivals stored together still leave each person one bell item for the thread, naming
    // one of the other person's messages.
    for (const [who, other] of [
      [a, 'b'],
      [b, 'a'],
    ] as const) {
      const bell = (await (
        await t.request('/api/v1/notifications', { headers: as(who) })
      ).json()) as NotificationListValue;
      const items = bell.items.filter((n) => n.link.endsWith(id));
      expect(items).toHaveLength(1);
      expect(items[0]!.body).toMatch(new RegExp(`^${other} \\d$`));
    }
  });

  it('keeps plain text, takes PDF attachments by their bytes and refuses other files', async () => {
    const { seeker, threadId } = await newThread();
    const html = await send(seeker, threadId, '<b>bold</b> <script>x</script>');
    expect(((await html.json()) as Message).body).toBe('<b>bold</b> <script>x</script>');
    const form = new FormData();
    form.set(
      'file',
      new File([PDF_BYTES as Uint8Array<ArrayBuffer>], 'terms.pdf', { type: 'application/pdf' }),
    );
    form.set('body', 'Our terms');
    const ok = await t.request(`/api/v1/conversations/${threadId}/attachments`, {
      method: 'POST',
      headers: as(owner),
      body: form,
    });
    expect(ok.status).toBe(201);
    const msg = (await ok.json()) as Message;
    expect(msg.attachment).toMatchObject({ mime: 'application/pdf', name: 'terms.pdf' });
    const url = `/api/v1/conversations/${threadId}/attachments/${msg.attachment!.id}`;
    expect((await t.request(url, { headers: as(seeker) })).status).toBe(200);
    expect((await t.request(url, { headers: as(outsider) })).status).toBe(404);
    const fake = new FormData();
    fake.set('file', new File(['not a pdf at all'], 'evil.pdf', { type: 'application/pdf' }));
    const refused = await t.request(`/api/v1/conversations/${threadId}/attachments`, {
      method: 'POST',
      headers: as(owner),
      body: fake,
    });
    expect(refused.status).toBe(415);
  });

  it('lets only the seeker block or close; a blocked company cannot write, a closed thread takes nothing', async () => {
    const { seeker, threadId } = await newThread();
    const act = (u: SignedInUser, action: string) =>
      t.request(`/api/v1/conversations/${threadId}/actions`, {
        method: 'POST',
        headers: as(u),
        json: { action },
      });
    expect((await act(owner, 'block')).status).toBe(403);
    expect((await act(seeker, 'block')).status).toBe(200);
    const blocked = await send(owner, threadId, 'Let me in');
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { code: string }).code).toBe('conversation_blocked');
    expect((await send(seeker, threadId, 'I still can')).status).toBe(201);
    expect((await act(seeker, 'unblock')).status).toBe(200);
    expect((await act(seeker, 'close')).status).toBe(200);
    const closed = await send(owner, threadId, 'Hello?');
    expect(closed.status).toBe(409);
    expect((await act(seeker, 'reopen')).status).toBe(200);
    expect((await send(owner, threadId, 'Back again')).status).toBe(201);
  });

  it('limits how fast one person writes', async () => {
    const { seeker, threadId } = await newThread();
    await t.deps.database.db.delete(rateLimits);
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await send(seeker, threadId, `burst ${i}`)).status;
    expect(last).toBe(429);
    await t.deps.database.db.delete(rateLimits);
  });

  it('e-mails a message left unread for 10 minutes once, with an unsubscribe that works', async () => {
    const { threadId } = await newThread();
    const db = t.deps.database.db;
    await t.deps.jobs.start();
    await db.execute(sql`update ${messages} set created_at = now() - interval '11 minutes'`);
    const run = await t.deps.jobs.runNow('conversations-unread-mail');
    expect(run.state).toBe('completed');
    const outbox = createOutboxRepository(db);
    const mails = await outbox.list({ to: owner.email, limit: 50 });
    // Every thread's first message is now old and unread: the company gets a mail for each.
    // The company's mail leads to the one inbox, as a seeker's does.
    const mail = mails.find(
      (m) => m.subject.startsWith('Unread message') && m.text.includes(`/messages?thread=${threadId}`),
    );
    expect(mail?.text).toContain(`/messages?thread=${threadId}`);
    expect(mail?.text).not.toContain('/dashboard');
    const again = await t.deps.jobs.runNow('conversations-unread-mail');
    expect(again.output).toMatchObject({ sent: 0 });
    const link = new URL(mail!.text.match(/https?:\/\/\S+unsubscribe\S+/)![0]);
    expect(link.pathname).toBe('/unsubscribe');
    const done = await t.request('/api/v1/notifications/unsubscribe', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { token: link.searchParams.get('token'), kind: link.searchParams.get('kind') },
    });
    expect(done.status).toBe(200);
    const prefs = await (
      await t.request('/api/v1/me/notification-preferences', { headers: as(owner) })
    ).json();
    expect(prefs).toMatchObject({ email: { message: false, call: true } });
  });

  it('puts a report in front of moderators, who can close the thread (audited)', async () => {
    const { seeker, threadId } = await newThread();
    const report = await t.request(`/api/v1/conversations/${threadId}/reports`, {
      method: 'POST',
      headers: as(seeker),
      json: { reason: 'Pushy sales messages' },
    });
    expect(report.status).toBe(201);
    const moderator = await createSignedInUser(t);
    await createAdminRepository(t.deps.database.db).upsert({
      userId: moderator.userId,
      level: 'standard',
      permissions: ['messages:moderate'],
      invitedBy: null,
    });
    expect((await t.request('/api/v1/admin/conversation-reports', { headers: as(seeker) })).status).toBe(403);
    const list = (await (
      await t.request('/api/v1/admin/conversation-reports', { headers: as(moderator) })
    ).json()) as {
      items: { id: string; reason: string; recentMessages: unknown[] }[];
    };
    const item = list.items.find((r) => r.reason === 'Pushy sales messages')!;
    expect(item.recentMessages.length).toBeGreaterThan(0);
    const resolved = await t.request(`/api/v1/admin/conversation-reports/${item.id}/resolve`, {
      method: 'POST',
      headers: as(moderator),
      json: { action: 'close_thread' },
    });
    expect(resolved.status).toBe(200);
    const [entry] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(entry?.action).toBe('conversations.close');
    expect((await send(owner, threadId, 'after moderation')).status).toBe(409);
  });

  it('lets one of two moderators handling a report at once handle it: one 200, one 409, one audit record', async () => {
    const { seeker, threadId } = await newThread();
    await t.request(`/api/v1/conversations/${threadId}/reports`, {
      method: 'POST',
      headers: as(seeker),
      json: { reason: 'Two moderators at once' },
    });
    const [report] = await t.deps.database.db
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, threadId));
    const moderators = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    for (const m of moderators) {
      await createAdminRepository(t.deps.database.db).upsert({
        userId: m.userId,
        level: 'standard',
        permissions: ['messages:moderate'],
        invitedBy: null,
      });
    }
    const answers = await Promise.all(
      moderators.map((m, i) =>
        t.request(`/api/v1/admin/conversation-reports/${report!.id}/resolve`, {
          method: 'POST',
          headers: as(m),
          json: { action: i === 0 ? 'close_thread' : 'dismiss' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { code: string }).code).toBe('already_resolved');
    const entries = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, report!.id));
    expect(entries).toHaveLength(1);
    const [thread] = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, threadId));
    // The thread is closed only when the closing moderator was the one who got there first.
    expect(thread!.closedByModerator).toBe(entries[0]!.action === 'conversations.close');
  });

  it("holds a moderator's closure against the opener's reopen; a moderator reopens", async () => {
    const { seeker, threadId } = await newThread();
    await t.request(`/api/v1/conversations/${threadId}/reports`, {
      method: 'POST',
      headers: as(seeker),
      json: { reason: 'Closure must hold' },
    });
    const [report] = await t.deps.database.db
      .select({ id: sql<string>`id` })
      .from(sql`conversation_reports`)
      .where(sql`conversation_id = ${threadId}`);
    const moderator = await createSignedInUser(t);
    await createAdminRepository(t.deps.database.db).upsert({
      userId: moderator.userId,
      level: 'standard',
      permissions: ['messages:moderate'],
      invitedBy: null,
    });
    const close = await t.request(`/api/v1/admin/conversation-reports/${report!.id}/resolve`, {
      method: 'POST',
      headers: as(moderator),
      json: { action: 'close_thread' },
    });
    expect(close.status).toBe(200);
    const act = (u: SignedInUser, action: string) =>
      t.request(`/api/v1/conversations/${threadId}/actions`, {
        method: 'POST',
        headers: as(u),
        json: { action },
      });
    const reopen = await act(seeker, 'reopen');
    expect(reopen.status).toBe(409);
    expect(((await reopen.json()) as { code: string }).code).toBe('closed_by_moderator');
    expect((await send(seeker, threadId, 'still closed?')).status).toBe(409);
    const [row] = await t.deps.database.db.select().from(conversations).where(eq(conversations.id, threadId));
    expect(row?.closedAt).not.toBeNull();

    const notModerator = await t.request(`/api/v1/admin/conversations/${threadId}/reopen`, {
      method: 'POST',
      headers: as(seeker),
    });
    expect(notModerator.status).toBe(403);
    const reopened = await t.request(`/api/v1/admin/conversations/${threadId}/reopen`, {
      method: 'POST',
      headers: as(moderator),
    });
    expect(reopened.status).toBe(200);
    expect((await send(seeker, threadId, 'open again')).status).toBe(201);
    const [entry] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, threadId));
    expect(entry?.action).toBe('conversations.reopen');
  });
});
