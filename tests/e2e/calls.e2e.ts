import fs from 'node:fs';
import nodeIcal, { type VEvent } from 'node-ical';
import { formatCallTime } from '../../src/shared/dates.ts';
import { baseUrl, VIEWPORTS } from './browser.ts';
import { createFranchisor, createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Chai Point ${Date.now().toString(36)}`;
const SHOTS = '/tmp/calls-screens';

interface OutboxMail {
  subject: string;
  attachments: { content: string; contentType: string }[] | null;
}

describe('a seeker asks for a call and the franchisor confirms it', () => {
  it('proposes slots in the seeker’s zone; the confirmed .ics in the outbox holds the confirmed time', async ({
    browser,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // A franchisor (in New York) with a published listing, made and approved through the API.
    const { context: fc, page: franchisor } = await openContext(browser, { timezoneId: 'America/New_York' });
    await createFranchisor(fc, { companyName: 'Chai Works Pvt Ltd', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    // A seeker in India, on a phone, proposes two times in their own zone.
    const { context: sc, page: seeker } = await openContext(browser, {
      viewport: VIEWPORTS.mobile,
      timezoneId: 'Asia/Kolkata',
    });
    const seekerUser = await createSeeker(sc);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    // 14:30 in Kolkata is 09:00 UTC; in New York it reads as 4:00 am GMT-5 (or 5:00 am GMT-4).
    const confirmedAt = `${day}T09:00:00.000Z`;
    const newYork = formatCallTime(confirmedAt, 'America/New_York');
    await visit(seeker, `/indian-opportunity/${listingId}`);
    await seeker.getByRole('link', { name: 'Request a call' }).click();
    const form = seeker.getByRole('form', { name: `Request a call about ${TITLE}` });
    // Chromium may name the zone by its older alias.
    await form.getByText(/Asia\/(Kolkata|Calcutta)/).waitFor();
    await form.getByLabel('First choice').fill(`${day}T10:00`);
    await form.getByLabel('Option 2 (optional)').fill(`${day}T14:30`);
    await form.getByLabel('Note for the franchisor (optional)').fill('Mornings are best for me.');
    await seeker
      .getByRole('region', { name: 'Request a call' })
      .screenshot({ path: `${SHOTS}/request-call-375.png` });
    await form.getByRole('button', { name: 'Request a call' }).click();
    await seeker.getByTestId('call-requested').waitFor();

    await visit(seeker, '/my-calls');
    const mine = seeker.getByTestId('call-item').first();
    await expect.poll(() => mine.getByTestId('call-status').textContent()).toBe('Requested');
    await expect
      .poll(() => mine.getByTestId('call-slot').allTextContents())
      .toEqual([expect.stringContaining('10:00 am GMT+5:30'), expect.stringContaining('2:30 pm GMT+5:30')]);

    // The franchisor confirms the second time from the dashboard, where it shows in New York time.
    await visit(franchisor, '/dashboard#calls');
    const panel = franchisor.getByRole('region', { name: 'Calls' });
    const request = panel.getByTestId('call-item').filter({ hasText: TITLE });
    await request.getByText('Mornings are best for me.').waitFor();
    await expect.poll(() => request.getByTestId('call-slot').nth(1).textContent()).toContain(newYork);
    await franchisor.setViewportSize(VIEWPORTS.desktop);
    await panel.screenshot({ path: `${SHOTS}/dashboard-calls-requested-1280.png` });
    await request
      .getByRole('button', { name: /^Confirm / })
      .nth(1)
      .click();
    await expect.poll(() => request.getByTestId('call-status').textContent()).toBe('Confirmed');
    await expect.poll(() => request.getByTestId('call-time').textContent()).toContain(newYork);

    // The .ics in the outbox parses and holds the confirmed time.
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(seekerUser.email)}`);
    const { messages } = (await res.json()) as { messages: OutboxMail[] };
    const mail = messages.find((m) => m.subject.startsWith('Call confirmed'));
    expect(mail?.attachments?.[0]?.contentType).toContain('text/calendar');
    const events = Object.values(nodeIcal.sync.parseICS(mail!.attachments![0]!.content)).filter(
      (e) => e?.type === 'VEVENT',
    ) as VEvent[];
    expect(events).toHaveLength(1);
    expect(new Date(events[0]!.start).toISOString()).toBe(confirmedAt);

    // The seeker sees it confirmed, in their own zone.
    await visit(seeker, '/my-calls');
    await expect.poll(() => mine.getByTestId('call-status').textContent()).toBe('Confirmed');
    await expect.poll(() => mine.getByTestId('call-time').textContent()).toContain('2:30 pm GMT+5:30');
    await seeker.evaluate(() => window.scrollTo(0, 0));
    await seeker.screenshot({ path: `${SHOTS}/my-calls-375.png` });
    await seeker.setViewportSize(VIEWPORTS.desktop);
    await seeker.screenshot({ path: `${SHOTS}/my-calls-1280.png` });
    await franchisor.setViewportSize(VIEWPORTS.mobile);
    await panel.screenshot({ path: `${SHOTS}/dashboard-calls-375.png` });

    // The franchisor's home lists the call ahead, in their zone, and leads to where calls are worked.
    await visit(franchisor, '/');
    const ahead = franchisor.getByRole('region', { name: 'Upcoming calls' });
    const booked = ahead.getByRole('listitem').filter({ hasText: TITLE });
    await expect.poll(() => booked.textContent()).toContain(newYork);
    expect(await ahead.getByRole('link', { name: 'Answer and plan calls' }).getAttribute('href')).toBe(
      '/dashboard#calls',
    );
    await Promise.all([fc.close(), sc.close()]);
  }, 180_000);
});
