import { and, eq, isNull } from 'drizzle-orm';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { connect, listen } from '../../../../tests/helpers/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { Call, CallListT } from '../../../shared/schemas/meetings.ts';
import type { NotificationListValue } from '../../../shared/schemas/notifications.ts';
import {
  calls,
  emailOutbox,
  franchiseOpportunities,
  franchisors,
  userInteractions,
} from '../../db/schema/index.ts';

const HOUR = 3_600_000;
/** A whole minute `hours` from now, as the API takes it. */
const at = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

describe('calls between a seeker and a listing’s company', () => {
  let t: TestApp;
  let seeker: SignedInUser;
  let otherSeeker: SignedInUser;
  let owner: SignedInUser;
  let outsider: SignedInUser;
  let listingId: string;
  let secondListingId: string;

  const as = (u: SignedInUser) => ({ Cookie: u.cookie, Origin: ORIGIN });
  const requestCall = (u: SignedInUser, id: string, body: unknown) =>
    t.request(`/api/v1/opportunities/${id}/calls`, { method: 'POST', headers: as(u), json: body });
  const act = (u: SignedInUser, id: string, body: unknown) =>
    t.request(`/api/v1/calls/${id}/actions`, { method: 'POST', headers: as(u), json: body });
  const mailsTo = async (email: string) =>
    (await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).sort(
      (a, b) => a.id - b.id,
    );
  const icsOf = (mail: { attachments: { content: string; contentType: string }[] | null }) => {
    expect(mail.attachments).toHaveLength(1);
    const events = Object.values(nodeIcal.sync.parseICS(mail.attachments![0]!.content)).filter(
      (e) => e?.type === 'VEVENT',
    ) as VEvent[];
    expect(events).toHaveLength(1);
    return { event: events[0]!, contentType: mail.attachments![0]!.contentType };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [seeker, otherSeeker, owner, outsider] = await Promise.all([
      createSignedInUser(t),
      createSignedInUser(t),
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
    ]);
    const db = t.deps.database.db;
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    const listings = await db
      .select()
      .from(franchiseOpportunities)
      .where(and(eq(franchiseOpportunities.country, 'US'), eq(franchiseOpportunities.status, 'published')))
      .limit(2);
    [listingId, secondListingId] = listings.map((l) => l.id) as [string, string];
    for (const id of [listingId, secondListingId]) {
      await db
        .update(franchiseOpportunities)
        .set({ franchisorId: company!.id })
        .where(eq(franchiseOpportunities.id, id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells on the listing whether its company takes calls', async () => {
    const detail = (await (await t.request(`/api/v1/opportunities/${listingId}`)).json()) as {
      franchisor: { takesCalls: boolean };
    };
    expect(detail.franchisor.takesCalls).toBe(true);
    const [demo] = await t.deps.database.db
      .select({ id: franchiseOpportunities.id })
      .from(franchiseOpportunities)
      .innerJoin(franchisors, eq(franchisors.id, franchiseOpportunities.franchisorId))
      .where(and(eq(franchiseOpportunities.status, 'published'), isNull(franchisors.ownerUserId)))
      .limit(1);
    const unowned = (await (await t.request(`/api/v1/opportunities/${demo!.id}`)).json()) as {
      franchisor: { takesCalls: boolean };
    };
    expect(unowned.franchisor.takesCalls).toBe(false);
    const refused = await requestCall(seeker, demo!.id, { slots: [at(2)], timeZone: 'UTC' });
    expect(refused.status).toBe(409);
  });

  it('checks the proposed times and the zone', async () => {
    const past = await requestCall(seeker, listingId, { slots: [at(-1)], timeZone: 'Asia/Kolkata' });
    expect(past.status).toBe(422);
    expect(await past.json()).toMatchObject({ code: 'call_slot_past' });
    const zone = await requestCall(seeker, listingId, { slots: [at(2)], timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    const four = await requestCall(seeker, listingId, {
      slots: [at(2), at(3), at(4), at(5)],
      timeZone: 'UTC',
    });
    expect(four.status).toBe(400);
    const far = await requestCall(seeker, listingId, { slots: [at(24 * 120)], timeZone: 'UTC' });
    expect(far.status).toBe(400);
    const anonymous = await t.request(`/api/v1/opportunities/${listingId}/calls`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { slots: [at(2)], timeZone: 'UTC' },
    });
    expect(anonymous.status).toBe(401);
    const own = await requestCall(owner, listingId, { slots: [at(2)], timeZone: 'UTC' });
    expect(own.status).toBe(409);
  });

  it('runs a call from request to confirmation, with the .ics to both, and keeps it from everyone else', async () => {
    const slots = [at(48), at(49), at(50)];
    const res = await requestCall(seeker, listingId, {
      slots,
      timeZone: 'Asia/Kolkata',
      note: 'Evenings suit me best.',
    });
    expect(res.status).toBe(201);
    const call = (await res.json()) as Call;
    expect(call).toMatchObject({ status: 'requested', side: 'seeker', proposedBy: 'seeker', slots });

    // A second open request for the same listing is refused.
    const again = await requestCall(seeker, listingId, { slots: [at(60)], timeZone: 'UTC' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'call_open_exists' });

    // An interaction of type call, the company's mail and bell.
    const interactions = await t.deps.database.db
      .select()
      .from(userInteractions)
      .where(and(eq(userInteractions.userId, seeker.userId), eq(userInteractions.interactionType, 'call')));
    expect(interactions.map((i) => i.entityId)).toEqual([listingId]);
    const requestMail = (await mailsTo(owner.email)).find((m) => m.subject.includes('asks for a call'));
    expect(requestMail?.text).toContain('Evenings suit me best.');
    expect(requestMail?.text).toContain('GMT+5:30 (Asia/Kolkata; ');
    const bell = (await (
      await t.request('/api/v1/notifications', { headers: as(owner) })
    ).json()) as NotificationListValue;
    expect(bell.items.some((n) => n.kind === 'call' && n.title === 'New call request')).toBe(true);

    // Nobody else sees or changes it.
    expect((await t.request(`/api/v1/calls/${call.id}`, { headers: as(outsider) })).status).toBe(404);
    expect((await act(outsider, call.id, { action: 'cancel' })).status).toBe(404);
    const outsiderList = (await (
      await t.request('/api/v1/calls?side=franchisor', { headers: as(outsider) })
    ).json()) as CallListT;
    expect(outsiderList.items).toEqual([]);

    // The proposer does not confirm their own times, and only the company declines.
    expect((await act(seeker, call.id, { action: 'confirm', startsAt: slots[0] })).status).toBe(403);
    expect((await act(seeker, call.id, { action: 'decline' })).status).toBe(403);

    // The company sees it in its list and confirms one of the times (only one of them).
    const list = (await (
      await t.request('/api/v1/calls?side=franchisor', { headers: as(owner) })
    ).json()) as CallListT;
    expect(list.items.find((c) => c.id === call.id)).toMatchObject({
      side: 'franchisor',
      status: 'requested',
    });
    expect((await act(owner, call.id, { action: 'confirm', startsAt: at(51) })).status).toBe(400);
    const confirmed = await act(owner, call.id, { action: 'confirm', startsAt: slots[1] });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      status: 'confirmed',
      startsAt: slots[1],
      endsAt: new Date(Date.parse(slots[1]!) + 30 * 60_000).toISOString(),
    });
    expect((await act(owner, call.id, { action: 'confirm', startsAt: slots[1] })).status).toBe(409);

    for (const email of [seeker.email, owner.email]) {
      const mail = (await mailsTo(email)).findLast((m) => m.subject.startsWith('Call confirmed'));
      expect(mail, email).toBeDefined();
      const { event, contentType } = icsOf(mail!);
      expect(contentType).toContain('method=REQUEST');
      expect(new Date(event.start).toISOString()).toBe(slots[1]);
      expect(new Date(event.end!).toISOString()).toBe(
        new Date(Date.parse(slots[1]!) + 30 * 60_000).toISOString(),
      );
      expect(event.uid).toBe(`call-${call.id}@franchisio`);
    }
  });

  it('pushes every change of a call to both sides over the realtime socket, and to nobody else', async () => {
    const asker = await createSignedInUser(t);
    const http = await listen(t);
    const socketOf = (u: SignedInUser) => connect(http.wsUrl, { Cookie: u.cookie, Origin: http.url });
    const [askerWs, ownerWs, outsiderWs] = await Promise.all([
      socketOf(asker),
      socketOf(owner),
      socketOf(outsider),
    ]);
    try {
      const changes = (ws: typeof askerWs, id: string) =>
        ws.frames.filter((f) => f.type === 'call' && f.callId === id).length;
      const res = await requestCall(asker, secondListingId, { slots: [at(24 * 30)], timeZone: 'UTC' });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as Call;
      await expect.poll(() => changes(ownerWs, id)).toBe(1);
      expect(changes(askerWs, id)).toBe(1);

      const times = [at(24 * 31), at(24 * 31 + 1)];
      const proposed = await act(owner, id, { action: 'propose', slots: times, timeZone: 'UTC' });
      expect(proposed.status).toBe(200);
      await expect.poll(() => changes(askerWs, id)).toBe(2);

      expect((await act(asker, id, { action: 'confirm', startsAt: times[0] })).status).toBe(200);
      await expect.poll(() => changes(ownerWs, id)).toBe(3);

      expect((await act(owner, id, { action: 'cancel' })).status).toBe(200);
      await expect.poll(() => changes(askerWs, id)).toBe(4);
      expect(changes(ownerWs, id)).toBe(4);
      // The list the frame asks the page to reload holds the change.
      const list = (await (
        await t.request('/api/v1/calls?side=seeker', { headers: as(asker) })
      ).json()) as CallListT;
      expect(list.items.find((c) => c.id === id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'franchisor',
      });
      expect(outsiderWs.frames.some((f) => f.type === 'call')).toBe(false);
    } finally {
      await Promise.all([askerWs, ownerWs, outsiderWs].map((ws) => ws.close()));
      await http.close();
    }
  });

  it('refuses a confirmed time that overlaps another confirmed call of the company', async () => {
    const first = (await (
      await requestCall(seeker, secondListingId, { slots: [at(72)], timeZone: 'UTC' })
    ).json()) as Call;
    const second = (await (
      await requestCall(otherSeeker, secondListingId, {
        slots: [new Date(Date.parse(first.slots[0]!) + 15 * 60_000).toISOString(), at(80)],
        timeZone: 'America/New_York',
      })
    ).json()) as Call;
    expect((await act(owner, first.id, { action: 'confirm', startsAt: first.slots[0] })).status).toBe(200);
    const clash = await act(owner, second.id, { action: 'confirm', startsAt: second.slots[0] });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: 'call_slot_conflict' });
    // The other time is free.
    expect((await act(owner, second.id, { action: 'confirm', startsAt: second.slots[1] })).status).toBe(200);

    // The company declines only requested calls; either side cancels, once.
    expect((await act(owner, second.id, { action: 'decline' })).status).toBe(409);
    const cancelled = await act(otherSeeker, second.id, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'seeker' });
    const again = await act(otherSeeker, second.id, { action: 'cancel' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'call_wrong_status' });
    const cancelMail = (await mailsTo(owner.email)).findLast((m) => m.subject.startsWith('Call cancelled'));
    const { event, contentType } = icsOf(cancelMail!);
    expect(contentType).toContain('method=CANCEL');
    expect(event.uid).toBe(`call-${second.id}@franchisio`);
  });

  it('reschedules a confirmed call: a cancelling .ics, new times, and a later version on confirming', async () => {
    const mover = await createSignedInUser(t);
    const requested = await requestCall(mover, listingId, { slots: [at(90)], timeZone: 'UTC' });
    expect(requested.status).toBe(201);
    const call = (await requested.json()) as Call;
    expect((await act(owner, call.id, { action: 'confirm', startsAt: call.slots[0] })).status).toBe(200);
    const newSlots = [at(96), at(97)];
    const moved = await act(mover, call.id, {
      action: 'propose',
      slots: newSlots,
      timeZone: 'Europe/Berlin',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      status: 'requested',
      proposedBy: 'seeker',
      startsAt: null,
      slots: newSlots,
    });
    const notice = (await mailsTo(owner.email)).findLast((m) => m.subject.includes('proposes new times'));
    expect(icsOf(notice!).contentType).toContain('method=CANCEL');
    // The company proposes others instead; then the seeker confirms one of those.
    const counter = [at(100)];
    expect(
      (await act(owner, call.id, { action: 'propose', slots: counter, timeZone: 'America/Chicago' })).status,
    ).toBe(200);
    const ok = await act(mover, call.id, { action: 'confirm', startsAt: counter[0] });
    expect(ok.status).toBe(200);
    const mail = (await mailsTo(mover.email)).findLast((m) => m.subject.startsWith('Call confirmed'));
    const { event } = icsOf(mail!);
    expect(new Date(event.start).toISOString()).toBe(counter[0]);
    const [row] = await t.deps.database.db.select().from(calls).where(eq(calls.id, call.id));
    expect(Number(event.sequence)).toBe(row!.sequence);
    expect(row!.sequence).toBeGreaterThan(1);
  });

  it('the job reminds an hour before (once) and completes calls past their end', async () => {
    const res = await requestCall(otherSeeker, listingId, { slots: [at(0.75)], timeZone: 'UTC' });
    expect(res.status).toBe(201);
    const call = (await res.json()) as Call;
    expect((await act(owner, call.id, { action: 'confirm', startsAt: call.slots[0] })).status).toBe(200);
    const meetings = t.deps.services.meetings;
    const first = await meetings.runDue();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const reminders = async () =>
      (await mailsTo(otherSeeker.email)).filter((m) => m.subject.startsWith('In one hour'));
    expect(await reminders()).toHaveLength(1);
    await meetings.runDue();
    expect(await reminders()).toHaveLength(1);

    await meetings.runDue(new Date(Date.now() + 2 * HOUR));
    const [row] = await t.deps.database.db.select().from(calls).where(eq(calls.id, call.id));
    expect(row!.status).toBe('completed');
    expect((await act(otherSeeker, call.id, { action: 'cancel' })).status).toBe(409);
  });

  it('limits call requests and changes per person (rule calls:user)', async () => {
    const noise = await createSignedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await act(noise, '00000000-0000-4000-8000-000000000000', { action: 'cancel' })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
