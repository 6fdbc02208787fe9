import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl } from './browser.ts';
import {
  createSeeker,
  describe,
  e2eAdmin,
  expect,
  it,
  openContext,
  reloadApp,
  signInAsAdmin,
  visit,
} from './fixtures.ts';

// One blank page: the reviewer's panel draws it.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 260]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function next(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

async function subjectsFor(email: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string }[] };
  return messages.map((m) => m.subject);
}

describe('Kredit', () => {
  it('a seeker in India applies for ₹5 L, a reviewer asks for more, the seeker answers and gets ₹4 L approved', {
    timeout: 180_000,
  }, async ({ browser, context, page }) => {
    const seeker = await createSeeker(context, { country: 'IN' });
    const passport = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2b4c7e' } })
      .png()
      .toBuffer();

    // The Kredit page's "Apply for Kredit" leads a signed-in seeker straight to the application.
    await visit(page, '/kredit');
    await page.getByRole('link', { name: 'Apply for Kredit' }).first().click();
    await page.waitForURL('**/kredit-application');

    // Step 1 comes prefilled from the profile.
    const fullName = page.getByLabel('Full name');
    await expect.poll(() => fullName.inputValue()).toBe(`${seeker.firstName} ${seeker.lastName}`);
    await next(page);
    await page.getByLabel('I run a franchise unit').check();
    await page.getByLabel('Business name').fill('Chai Point Koramangala');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('Months trading').fill('18');
    await next(page);
    // An amount above the limit is refused with the rule, before anything is sent.
    await page.getByLabel('Amount (INR)').fill('900000');
    await page.getByLabel('Purpose', { exact: true }).selectOption('inventory');
    await page
      .getByLabel('Purpose details')
      .fill('Stock for the festival season: tea, snacks and packaging.');
    await page.getByLabel('Monthly revenue (INR)').fill('400000');
    await next(page);
    await page.getByText(/Amount must be at most ₹8\.3 L/).waitFor();
    await page.getByLabel('Amount (INR)').fill('500000');
    await next(page);
    // Each step was saved into the draft: a reload opens it again at the documents.
    await page.getByText('Step 4 of 5').waitFor();
    await reloadApp(page);
    await page.getByText('Step 4 of 5').waitFor();

    // Step 4: two documents, read from their bytes by the server.
    await page.getByLabel('Upload proof of identity').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: passport,
    });
    await page.getByRole('link', { name: 'passport.png' }).waitFor();
    await page.getByLabel('Upload bank statement').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('link', { name: 'statement.pdf' }).waitFor();
    await next(page);

    // Step 5: pre-qualification, consent, submit.
    await page.getByText('Pre-qualification: Likely to qualify').waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Consent: accept the Kredit terms to submit.').waitFor();
    await page.getByLabel(/I agree to the Kredit terms/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/kredit-applications');
    await page.getByText('₹5.0 L requested').waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await page.getByText(/2\d h \d+ min left|23 h \d+ min left/).waitFor();

    // The reviewer opens the queue, takes the application and asks for more information.
    const admin = await openContext(browser);
    await signInAsAdmin(admin.context);
    await visit(admin.page, '/admin/kredit-applications?market=IN');
    const queueItem = admin.page.getByRole('list', { name: 'Review queue' }).getByRole('link', {
      name: /Chai Point Koramangala/,
    });
    await queueItem.first().click();
    await admin.page.getByRole('img', { name: /Proof of identity: passport\.png/ }).waitFor();
    // The bank statement PDF is drawn in the panel (pdf.js, from the checked document route).
    await admin.page.getByRole('img', { name: 'Page 1 of 1 of statement.pdf' }).waitFor();
    await admin.page.getByRole('button', { name: 'Start review' }).click();
    await admin.page
      .getByLabel('Ask the applicant for more information')
      .fill('Please add your bank statements for the last three months.');
    await admin.page.getByRole('button', { name: 'Request information' }).click();
    await admin.page.getByText('Waiting for the applicant’s answer.').waitFor();

    // The seeker answers.
    await reloadApp(page);
    await page.getByText('Please add your bank statements for the last three months.').first().waitFor();
    await page.getByLabel('Your answer').fill('The statement I attached covers the last three months.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Under review', { exact: true }).first().waitFor();

    // The reviewer approves ₹4 L; the audit log holds the three actions.
    await reloadApp(admin.page);
    await admin.page.getByText('Applicant answered').waitFor();
    await admin.page.getByLabel(/Approved amount/).fill('400000');
    await admin.page.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Approved: ₹4.0 L').first().waitFor();
    const audit = admin.page.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
    await expect
      .poll(() => audit.allInnerTexts())
      .toEqual([
        expect.stringContaining('kredit.approve'),
        expect.stringContaining('kredit.request_info'),
        expect.stringContaining('kredit.start_review'),
      ]);
    // The admin area's audit log shows the same three actions on the application, by the reviewer.
    const applicationId = new URL(admin.page.url()).searchParams.get('id')!;
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await admin.page.getByLabel('Record id').fill(applicationId);
    await admin.page.getByRole('button', { name: 'Filter' }).click();
    const records = admin.page.getByRole('list', { name: 'Audit records' }).getByRole('listitem');
    await expect
      .poll(() => records.allInnerTexts())
      .toEqual(
        ['kredit.approve', 'kredit.request_info', 'kredit.start_review'].map((action) =>
          expect.stringMatching(new RegExp(`${action}[\\s\\S]*${e2eAdmin().email}`)),
        ),
      );
    await admin.context.close();

    // The seeker's 'Access Kredit' on the home page opens the applications: approved, with the
    // amount; and the e-mails came.
    await visit(page, '/');
    await page.getByRole('link', { name: 'Access Kredit' }).first().click();
    await page.waitForURL('**/kredit-applications');
    await page.getByText('Approved: ₹4.0 L').first().waitFor();
    await expect
      .poll(() => subjectsFor(seeker.email))
      .toEqual(
        expect.arrayContaining([
          'Your Kredit application: Submitted',
          'Your Kredit application: Under review',
          'Your Kredit application: More information requested',
          'Your Kredit application: Approved',
        ]),
      );
  });

  it('a visitor’s “Apply for Kredit” goes to sign in and returns to the application', async ({ page }) => {
    await visit(page, '/kredit');
    const href = await page.getByRole('link', { name: 'Apply for Kredit' }).first().getAttribute('href');
    expect(href).toBe('/auth?redirect=%2Fkredit-application');
  });
});
