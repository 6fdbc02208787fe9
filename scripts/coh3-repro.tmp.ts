import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coh3-repro-'));
const server = spawnServer(
  { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false' },
  await freePort(),
);
try {
  await waitHealthy(server, 120_000);
  const base = server.url;
  const email = `rp-${Date.now()}@example.com`;
  const password = 'Journey-Pa55word!';
  const headers = { 'Content-Type': 'application/json', Origin: base };
  const su = await fetch(`${base}/api/v1/accounts/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      firstName: 'A',
      lastName: 'B',
      country: 'US',
      phone: '+1 201 555 0123',
      investmentBudget: '100k-250k',
      investmentTimeline: '6months',
      preferredIndustries: ['Food & Beverage'],
      businessExperience: 'some',
    }),
  });
  console.log('signup', su.status);
  const mb = await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const otp = mb.messages[0].text.match(/\b(\d{6})\b/)[1];
  const v = await fetch(`${base}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp, password }),
  });
  console.log('verify', v.status);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: base });
  await page.addInitScript(() => localStorage.setItem('franchisio.countrySelected', 'true'));
  page.on('response', async (r) => {
    if (r.url().includes('/api/auth/'))
      console.log('resp', r.status(), r.url(), await r.text().catch(() => ''));
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const resetForm = page.locator('form').filter({ hasText: 'Reset your password' });
  await resetForm.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/coh3/repro.png' });
  console.log('step2 visible', await page.getByText('Choose a new password').isVisible());
  await browser.close();
} finally {
  server.child.kill();
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
