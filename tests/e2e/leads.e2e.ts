// biome-ignore-all lint/performance/useDomNodeTextContent: these are Playwright locators, whose innerText is what a person sees
import { baseUrl, VIEWPORTS } from './browser.ts';
import {
  codeFor,
  createFranchisor,
  describe,
  expect,
  it,
  openContext,
  uniqueEmail,
  visit,
} from './fixtures.ts';
import { publishIndianListing } from './franchisor-journey.ts';

const TITLE = `Masala Leads ${Date.now().toString(36)}`;

interface OutboxMail {
  subject: string;
  text: string;
}

/** The mails the dev outbox holds for `to`, waiting until one says `includes`. */
async function mailsTo(to: string, includes: string): Promise<OutboxMail[]> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: OutboxMail[] };
    if (messages.some((m) => m.text.includes(includes))) return messages;
    await new Promise((r) => setTimeout(r, 200));
  }
  return [];
}

describe('leads reach the franchisor’s own address', () => {
  it('a franchisor verifies a leads address; a seeker’s request arrives there, not at the operator', async ({
    browser,
  }) => {
    const { context: fc, page } = await openContext(browser, { viewport: VIEWPORTS.mobile });
    const franchisor = await createFranchisor(fc, { companyName: 'Masala Leads Pvt Ltd', country: 'IN' });
    const listingId = await publishIndianListing(browser, fc, TITLE);

    await visit(page, '/dashboard');
    const panel = page.getByRole('region', { name: 'Where leads go' });
    await panel.getByText(franchisor.email).waitFor();
    const leadsEmail = uniqueEmail('sales');
    // A typo is named beside the field, and nothing is sent.
    await panel.getByLabel('Add an address for leads').fill('sales@');
    await panel.getByRole('button', { name: 'Send code' }).click();
    await panel.getByText('Enter a valid e-mail address.').waitFor();
    await panel.getByLabel('Add an address for leads').fill(leadsEmail);
    await panel.getByRole('button', { name: 'Send code' }).click();
    await panel.getByText('Waiting for its code').waitFor();

    const code = await codeFor(leadsEmail);
    const codeField = panel.getByLabel(`Code sent to ${leadsEmail}`);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: 'Verify' }).click();
    await panel.getByText(`This code is not right. Check the e-mail sent to ${leadsEmail}.`).waitFor();
    await codeField.fill(code);
    await panel.getByRole('button', { name: 'Verify' }).click();
    await panel.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByTestId('leads-delivered-to').innerText()).toBe(
      `Information requests are e-mailed to ${leadsEmail}.`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A visitor asks about the listing on its page.
    const { context: vc, page: visitor } = await openContext(browser);
    await visit(visitor, `/indian-opportunity/${listingId}`);
    // The header's link scrolls to the form, which loads it.
    await visitor.getByRole('link', { name: 'Request information' }).click();
    const form = visitor.getByRole('form', { name: `Request information about ${TITLE}` });
    await form.waitFor();
    const seekerEmail = uniqueEmail('meera');
    await form.getByLabel('Name').fill('Meera Iyer');
    await form.getByLabel('E-mail').fill(seekerEmail);
    await form.getByLabel('Message').fill('Is Pune still open for a new outlet?');
    await form.getByRole('button', { name: 'Request information' }).click();
    await visitor
      .getByText(/sent|on its way/i)
      .first()
      .waitFor();
    await vc.close();

    const lead = (await mailsTo(leadsEmail, seekerEmail)).find((m) => m.text.includes(seekerEmail));
    expect(lead?.subject).toBe(`New information request for ${TITLE}`);
    expect(lead?.text).toContain('Is Pune still open for a new outlet?');
    // The company has an account: no copy to the operator, none to the sign-in address.
    const operator = await fetch(`${baseUrl()}/dev/mailbox.json?to=team@franchisio.com`);
    const { messages } = (await operator.json()) as { messages: OutboxMail[] };
    expect(messages.some((m) => m.text.includes(seekerEmail))).toBe(false);
    const owner = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(franchisor.email)}`);
    expect(
      ((await owner.json()) as { messages: OutboxMail[] }).messages.some((m) => m.text.includes(seekerEmail)),
    ).toBe(false);
    await fc.close();
  });
});
