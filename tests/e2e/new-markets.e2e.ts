import fs from 'node:fs';
import { VIEWPORTS } from './browser.ts';
import { createSeeker, describe, expect, it, openContext, visit } from './fixtures.ts';

const SHOTS = '/tmp/markets-screens';

describe('a market of the second reading (spec §2)', () => {
  it('opens /create-opportunity-thailand for a franchisor with the market fixed and money in baht', async ({
    browser,
  }) => {
    const { context, page } = await openContext(browser);
    await createSeeker(context);
    // Registering a company makes the account a franchisor (billed in the UK: no tax number asked).
    const registered = await context.request.put('/api/v1/franchisor/company', {
      data: {
        legalName: 'Siam Noodle Bar Co., Ltd.',
        brandName: 'Siam Noodle Bar',
        headquarters: 'London, United Kingdom',
        yearFounded: 2015,
        contactPerson: 'Niran Chai',
        phone: '+44 20 7946 0958',
        billingCountry: 'GB',
        markets: ['TH'],
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);

    await visit(page, '/create-opportunity-thailand');
    await page.getByRole('heading', { name: 'List your franchise' }).waitFor();
    await page.getByText('Thailand · amounts in THB').waitFor();
    await page.getByText('Franchisio is not open in Thailand yet.', { exact: false }).waitFor();
    await page.getByLabel('Minimum investment (THB)').fill('3000000');
    await expect.poll(() => page.getByTestId('preview-investmentMin').textContent()).toBe('= ฿3,000,000');

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/create-thailand-1280.png` });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: `${SHOTS}/create-thailand-375.png` });
    await context.close();
  });
});
