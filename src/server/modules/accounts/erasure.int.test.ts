import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { columnsHolding, everyTable } from '../../../../tests/helpers/erasure.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { adminInvites, admins, profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';
import { twoFactor, user } from '../../db/schema/auth.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/catalog.ts';
import { franchisorClaims } from '../../db/schema/claims.ts';
import { clientErrors } from '../../db/schema/client-errors.ts';
import { contactMessages } from '../../db/schema/content.ts';
import {
  conversationParticipants,
  conversationReports,
  conversations,
  messages,
  notificationSettings,
} from '../../db/schema/conversations.ts';
import {
  bookmarks,
  compareLists,
  informationRequests,
  marketNotifySignups,
  userInteractions,
} from '../../db/schema/engagement.ts';
import { userSegments } from '../../db/schema/insights.ts';
import { kreditApplications, kreditEvents } from '../../db/schema/kredit.ts';
import { calls } from '../../db/schema/meetings.ts';
import { invoices, leadAddresses, memberships } from '../../db/schema/membership.ts';
import { networkConnections, networkProfiles } from '../../db/schema/network.ts';
import { offeringQuotes, offeringReviews, offerings, rewardPayouts } from '../../db/schema/offerings.ts';
import { franchiseReviewReports, franchiseReviews } from '../../db/schema/reviews.ts';
import { savedSearches } from '../../db/schema/saved-searches.ts';
import { emailOutbox, rateLimits } from '../../db/schema/system.ts';
import { createLogger } from '../../lib/logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, logger: createLogger('error') });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

const as = (u: SignedInUser, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, Cookie: u.cookie }, json });

/**
 * Tables that may name a person and are filled here; a new table with a column that looks like
 * a person's (below) fails the test until it is filled here too, and so searched after deletion.
 */
const PERSON_COLUMN =
  /(^|_)(user_id|email|to|sender_id|seeker_id|reporter_id|requester_id|addressee_id|actor_id|opened_by|invited_by|created_by|used_by|revoked_by|paid_by|verified_by|decided_by|reviewed_by|resolved_by|blocked_by)$/;
/** Tables with such a column that never hold a person of this test, and why. */
const NOT_A_PERSON: Record<string, string> = {
  reward_ledger: 'a company ledger: rows point at spends, not at people',
  offering_spends: 'spends are a company record; the spender link is set null by its foreign key',
};

/**
 * What may keep a deleted person, and why: the admin audit log is the legal record of which
 * account did what to whom, append-only by a database trigger (an update fails), so it keeps
 * the actor's id, address and IP and what an entry said about its subject.
 */
const ALLOWED_TABLE = 'admin_audit_log';

interface Who {
  name: string;
  first: string;
  last: string;
  phone: string;
  text: string;
  newEmail: string;
}

async function fillEveryFeature(p: SignedInUser, other: SignedInUser, who: Who) {
  const db = t.deps.database.db;
  const [listing] = await db.select().from(franchiseOpportunities).limit(1);
  const franchisorId = listing!.franchisorId;
  await db.update(user).set({ name: who.name }).where(eq(user.id, p.userId));
  await db
    .update(profiles)
    .set({ firstName: who.first, lastName: who.last, phone: who.phone })
    .where(eq(profiles.userId, p.userId));
  const [thread] = await db
    .insert(conversations)
    .values({ kind: 'direct', subject: 'Coffee?', openedBy: p.userId })
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: thread!.id, userId: p.userId, side: 'member', displayName: who.name },
    { conversationId: thread!.id, userId: other.userId, side: 'member' },
  ]);
  await db.insert(messages).values([
    { conversationId: thread!.id, senderId: p.userId, body: who.text },
    { conversationId: thread!.id, senderId: other.userId, body: 'Hello there' },
  ]);
  await db
    .insert(conversationReports)
    .values({ conversationId: thread!.id, reporterId: p.userId, reason: who.text });
  const [inquiry] = await db
    .insert(conversations)
    .values({
      kind: 'inquiry',
      subject: listing!.title,
      openedBy: p.userId,
      opportunityId: listing!.id,
      franchisorId,
    })
    .returning();
  await db
    .insert(conversationParticipants)
    .values({ conversationId: inquiry!.id, userId: p.userId, side: 'seeker' });
  // A review of theirs, and their report of someone else's review.
  const [review] = await db
    .insert(franchiseReviews)
    .values({
      opportunityId: listing!.id,
      authorId: p.userId,
      rating: 4,
      body: who.text,
      contactedVia: 'call',
    })
    .returning();
  const [othersReview] = await db
    .insert(franchiseReviews)
    .values({
      opportunityId: listing!.id,
      authorId: other.userId,
      rating: 2,
      body: 'Slow',
      contactedVia: 'call',
    })
    .returning();
  await db
    .insert(franchiseReviewReports)
    .values({ reviewId: othersReview!.id, reporterId: p.userId, reason: who.text });
  await db
    .insert(franchiseReviewReports)
    .values({ reviewId: review!.id, reporterId: other.userId, reason: 'Rude' });
  // Their claim of a company, and a claim they decided as an admin.
  await db.insert(franchisorClaims).values([
    { franchisorId, userId: p.userId, opportunityId: listing!.id, note: who.text },
    { franchisorId, userId: other.userId, status: 'rejected', decidedBy: 'admin', decidedByUserId: p.userId },
  ]);
  await db.insert(calls).values({
    opportunityId: listing!.id,
    franchisorId,
    seekerId: p.userId,
    proposedBy: 'seeker',
    slots: [new Date(Date.now() + 86_400_000).toISOString()],
    timeZone: 'UTC',
    note: who.text,
  });
  const notifications = t.deps.services.notifications;
  await notifications.notify(p.userId, 'message', {
    title: 'For them',
    body: who.text,
    link: '/messages',
    email: false,
  });
  // The other side's bell quotes them.
  await notifications.notify(other.userId, 'message', {
    title: `${who.name} wrote`,
    body: who.text,
    link: '/messages',
    groupKey: `conversation:${thread!.id}`,
    email: false,
  });
  await db.insert(notificationSettings).values({ userId: p.userId, unsubscribeToken: `u-${p.userId}` });
  await db
    .insert(clientErrors)
    .values({ errorId: 'err_87654321', kind: 'route', message: who.text, url: '/', userId: p.userId });
  await db
    .insert(savedSearches)
    .values({ userId: p.userId, country: 'US', filters: {} as never, filtersKey: `k-${who.text}` });
  await db.insert(networkProfiles).values({ userId: p.userId, displayName: who.name, stage: 'researching' });
  await db
    .insert(networkConnections)
    .values({ requesterId: p.userId, addresseeId: other.userId, status: 'pending', note: who.text });
  const [application] = await db
    .insert(kreditApplications)
    .values({ userId: p.userId, currency: 'USD', limitMinor: 1, usdPerUnit: 1, rateDate: '2026-01-01' })
    .returning();
  await db.insert(kreditEvents).values({
    applicationId: application!.id,
    status: 'draft' as never,
    actorId: p.userId,
    actorEmail: p.email,
    actorRole: 'applicant',
  });
  const [offering] = await db.select().from(offerings).limit(1);
  await db.insert(offeringReviews).values({
    offeringId: offering!.id,
    franchisorId,
    userId: p.userId,
    author: who.name,
    rating: 5,
    body: 'Fine',
  } as never);
  await db.insert(offeringQuotes).values({
    offeringId: offering!.id,
    requesterFranchisorId: franchisorId,
    requesterUserId: p.userId,
    needs: 'Seats',
    timeline: 'soon',
    notes: who.text,
    currency: 'USD',
  });
  // A payout they asked for, to their UPI id in their name (and paid by them as an admin).
  await db.insert(rewardPayouts).values({
    franchisorId,
    currency: 'INR',
    amountMinor: 2_000_00,
    requestedBy: p.userId,
    method: 'upi',
    accountHolder: who.name,
    account: `${who.text}@okaxis`,
    paidBy: p.userId,
  });
  // Their decisions as an admin, in records that belong to others.
  await db.insert(admins).values({ userId: p.userId, level: 'super', permissions: [] });
  await db.insert(adminAuditLog).values([
    {
      actorId: p.userId,
      actorEmail: p.email,
      action: 'franchisor.verify',
      entityType: 'franchisor',
      entityId: franchisorId,
      ip: '203.0.113.78',
    },
    {
      actorId: other.userId,
      actorEmail: other.email,
      action: 'user.suspend',
      entityType: 'user',
      entityId: p.userId,
      before: { email: p.email, name: who.name },
    },
  ]);
  await db.update(franchisors).set({ verifiedBy: p.userId }).where(eq(franchisors.id, franchisorId));
  // A company sends its leads to their address too (a team member's, verified).
  await db.insert(leadAddresses).values({ franchisorId, email: p.email, verifiedAt: new Date() });
  const [membership] = await db
    .insert(memberships)
    .values({ franchisorId, planId: 'basic', provider: 'offline', amountMinor: 100, currency: 'USD' })
    .returning();
  await db.insert(invoices).values({
    membershipId: membership!.id,
    franchisorId,
    amountMinor: 100,
    currency: 'USD',
    dueAt: new Date(),
    paidBy: p.userId,
  });
  const [otherApplication] = await db
    .insert(kreditApplications)
    .values({
      userId: other.userId,
      currency: 'USD',
      limitMinor: 1,
      usdPerUnit: 1,
      rateDate: '2026-01-01',
      decidedBy: p.userId,
    })
    .returning();
  await db.insert(kreditEvents).values({
    applicationId: otherApplication!.id,
    status: 'draft' as never,
    actorId: p.userId,
    actorEmail: p.email,
    actorRole: 'reviewer',
  });
  await db.insert(conversationReports).values({
    conversationId: inquiry!.id,
    reporterId: other.userId,
    reason: 'spam',
    resolvedAt: new Date(),
    resolvedBy: p.userId,
  });
  await db.insert(bookmarks).values({ userId: p.userId, opportunityId: listing!.id });
  await db.insert(compareLists).values({ userId: p.userId, opportunityIds: [listing!.id] });
  await db.insert(userInteractions).values({
    userId: p.userId,
    interactionType: 'view',
    entityType: 'opportunity',
    entityId: listing!.id,
  });
  await db.insert(userSegments).values({ userId: p.userId, segmentType: 'new_user', engagementScore: 1 });
  await db
    .insert(twoFactor)
    .values({ id: `tf-${p.userId}`, secret: 's', backupCodes: 'b', userId: p.userId });
  await db.insert(marketNotifySignups).values({ country: 'GB', email: p.email });
  await db.insert(informationRequests).values({
    opportunityId: listing!.id,
    franchisorId,
    userId: p.userId,
    name: who.name,
    email: p.email,
    phone: who.phone,
    message: who.text,
    requestDay: '2026-01-01',
  });
  await db.insert(contactMessages).values({
    name: who.name,
    email: p.email,
    subject: 'About my plan',
    message: who.text,
    userId: p.userId,
    ip: '203.0.113.77',
  });
  await db
    .insert(pageViews)
    .values({ path: '/compare', visitorId: 'visitor-654321', device: 'desktop', userId: p.userId });
  await db.insert(adminInvites).values({
    tokenHash: `h-${crypto.randomUUID()}`,
    email: uniqueEmail('invitee'),
    createdBy: p.userId,
    expiresAt: new Date(Date.now() + 3600_000),
    // As if they revoked it themselves: who revoked an invite is theirs too.
    revokedAt: new Date(),
    revokedBy: p.userId,
  });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([png as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
  const avatar = await t.request('/api/v1/me/avatar', {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: p.cookie },
    body: form,
  });
  expect(avatar.status).toBe(200);
  // Mail to the other side quotes them (a lead, a call request): the outbox keeps a copy.
  await db.insert(emailOutbox).values({
    to: other.email,
    subject: `${who.name} asked for a call`,
    text: `From ${who.name} (${p.email}, ${who.phone}): ${who.text}`,
  });
  // A pending e-mail change keeps the new address until its code is used.
  const change = await as(p, 'POST', '/api/v1/me/email-change', {
    newEmail: who.newEmail,
    password: p.password,
  });
  expect(change.status).toBe(200);
  return { thread: thread!.id };
}

describe('account deletion erases the person from every table', () => {
  it('leaves no id, address, name, phone or text of theirs anywhere; the other side sees "Deleted user"', {
    timeout: 240_000,
  }, async () => {
    const db = t.deps.database.db;
    const p = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const tag = p.userId.slice(0, 8);
    const who = {
      name: `Quillon Ferrow${tag}`,
      first: `Quillon${tag}`,
      last: `Ferrow${tag}`,
      phone: `+1 201 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`,
      text: `private-thought-${tag}`,
      newEmail: uniqueEmail('moving'),
    };
    const { thread } = await fillEveryFeature(p, other, who);
    const personal = [
      '203.0.113.77',
      p.userId,
      p.email,
      who.newEmail,
      who.name,
      who.first,
      who.last,
      who.phone,
      who.text,
    ];

    const before = await columnsHolding(db, personal);
    // Every table that may name a person holds this one now, so finding nothing later means something.
    const personTables = new Set<string>();
    for (const { schema, table } of await everyTable(db)) {
      const columns = (await db.execute(sql`
        select column_name from information_schema.columns where table_schema = ${schema} and table_name = ${table}`)) as unknown as {
        rows: { column_name: string }[];
      };
      if (columns.rows.some((c) => PERSON_COLUMN.test(c.column_name))) personTables.add(table);
    }
    const filled = new Set(before.map((c) => c.split('.')[0]!));
    const missing = [...personTables].filter((table) => !filled.has(table) && !(table in NOT_A_PERSON));
    expect(missing).toEqual([]);

    const res = await as(p, 'POST', '/api/v1/me/delete', { password: p.password, confirmEmail: p.email });
    expect(res.status).toBe(200);
    // Nothing new is stored for them afterwards (a job or a thread may still name them).
    expect(
      await t.deps.services.notifications.notify(p.userId, 'call', {
        title: `${who.name}`,
        link: '/my-calls',
        email: false,
      }),
    ).toBeNull();

    const after = (await columnsHolding(db, personal)).filter((c) => !c.startsWith(`${ALLOWED_TABLE}.`));
    expect(after).toEqual([]);

    const seen = await as(other, 'GET', `/api/v1/conversations/${thread}`);
    expect(seen.status).toBe(200);
    const detail = (await seen.json()) as {
      counterpart: string;
      canWrite: boolean;
      messages: { senderName: string; body: string }[];
    };
    expect(detail.messages.map((m) => m.senderName)).toEqual(['Deleted user', expect.any(String)]);
    expect(detail.counterpart).toBe('Deleted user');
    expect(detail.canWrite).toBe(false);
  });
});
