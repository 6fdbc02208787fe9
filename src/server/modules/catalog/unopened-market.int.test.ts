import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../../tests/helpers/accounts.ts';
import { type UnopenedMarket, unopenedMarket } from '../../../../tests/helpers/unopened-market.ts';
import { MARKETS } from '../../../shared/markets.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import { listingApprovedMail } from '../../email/index.ts';

const SHOWN_WHEN_OPEN = 'shown as soon as Franchisio opens in the United Kingdom';

describe('approved listings of a market that is not open yet', () => {
  let m: UnopenedMarket;
  beforeAll(async () => {
    m = await unopenedMarket();
  });
  afterAll(() => m.close());

  const json = async (path: string, cookie?: string) => {
    const res = await m.t.request(path, { headers: cookie ? { Cookie: cookie, Origin: ORIGIN } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ids = (items: unknown) => (items as OpportunityCard[]).map((o) => o.id);

  it('keeps them off the lists, search, suggestions and featured, in their market and in all', async () => {
    expect(MARKETS.GB.live).toBe(false);
    for (const path of [
      '/api/v1/opportunities?country=GB',
      '/api/v1/opportunities?limit=100',
      `/api/v1/opportunities?country=GB&search=${m.word}`,
      `/api/v1/opportunities?search=${m.word}`,
      '/api/v1/opportunities/featured?country=GB',
    ]) {
      const { status, body } = await json(path);
      expect(status, path).toBe(200);
      expect(ids(body.items), path).toEqual([]);
    }
    const suggested = await json(`/api/v1/search/suggestions?q=${m.word}`);
    expect(suggested.body.brands).toEqual([]);
  });

  it('keeps them and their market out of the sitemap, landing pages and join-page counts', async () => {
    const urls = await m.sitemapUrls();
    expect(urls.length).toBeGreaterThan(0);
    for (const id of m.ids) expect(urls).not.toContain(`${MARKETS.GB.detailPrefix}/${id}`);
    expect(urls).not.toContain(MARKETS.GB.listPath);
    expect(await m.t.deps.services.seo.landing.page(m.landingPath)).toBeNull();
    expect((await m.t.request(m.landingPath)).status).toBe(404);
    const stats = await json('/api/v1/join/stats?market=GB');
    expect(stats.body).toMatchObject({ publishedListings: 0, franchisors: 0, categories: 0 });
  });

  it('answers a visitor that the listing is shown once the market opens, on the API and the page', async () => {
    const id = m.ids[0]!;
    for (const cookie of [undefined, m.seeker.cookie]) {
      const { status, body } = await json(`/api/v1/opportunities/${id}`, cookie);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 'market_not_open',
        market: 'GB',
        detail: `This franchise is ${SHOWN_WHEN_OPEN}.`,
      });
      expect(body).not.toHaveProperty('companyName');
      expect(JSON.stringify(body)).not.toContain('Quorblat');
    }
    expect((await json(`/api/v1/opportunities/${id}/similar`)).status).toBe(404);
    expect((await m.t.request(`/api/v1/opportunities/${id}/fact-sheet`)).status).toBe(404);
    const asked = await m.t.request(`/api/v1/opportunities/${id}/information-requests`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { name: 'Sam Seeker', email: 'sam@example.com', message: 'Tell me more about the bakery.' },
    });
    expect(asked.status).toBe(404);

    const page = await m.t.request(`${MARKETS.GB.detailPrefix}/${id}`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<title>Coming soon to United Kingdom');
    expect(html).toContain(SHOWN_WHEN_OPEN);
    expect(html).toContain('noindex');
    expect(html).not.toContain('Quorblat');
  });

  it('shows the listing to its company and to admins as a preview, whose views and downloads are not counted', async () => {
    const id = m.ids[0]!;
    for (const who of [m.owner, m.admin]) {
      const { status, body } = await json(`/api/v1/opportunities/${id}`, who.cookie);
      expect(status).toBe(200);
      expect(body.title).toBe('Quorblat Bakehouse 0');
      expect(body.franchisor).not.toHaveProperty('ownerUserId');
      const sheet = await m.t.request(`/api/v1/opportunities/${id}/fact-sheet`, {
        headers: { Cookie: who.cookie },
      });
      expect(sheet.status).toBe(200);
      expect(sheet.headers.get('content-type')).toBe('application/pdf');
    }
    const views = await m.t.deps.database.db.query.userInteractions.findMany({
      where: (ui, { eq }) => eq(ui.entityId, id),
    });
    expect(views).toEqual([]);
  });

  it('says the same in the approval e-mail', () => {
    const mail = listingApprovedMail({ title: 'Quorblat Bakehouse', isEdit: false, waitsFor: 'GB' });
    expect(mail.text).toContain(`It is ${SHOWN_WHEN_OPEN}.`);
    expect(listingApprovedMail({ title: 'Quorblat', isEdit: false, waitsFor: null }).text).toContain(
      'It is live on Franchisio.',
    );
  });
});
