import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type UnopenedMarket, unopenedMarket } from '../../../../tests/helpers/unopened-market.ts';
import { MARKETS } from '../../../shared/markets.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';

// The UK opens the way a release opens it: its `live` flag in the markets' configuration, and
// nothing else; the listings' rows are those unopened-market.int.test.ts keeps out of sight.
vi.mock('../../../shared/markets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../shared/markets.ts')>();
  const MARKETS = { ...real.MARKETS, GB: { ...real.MARKETS.GB, live: true } };
  return { ...real, MARKETS, LIVE_MARKETS: real.MARKET_CODES.filter((c) => MARKETS[c].live) };
});

describe('approved listings of a market once it opens', () => {
  let m: UnopenedMarket;
  beforeAll(async () => {
    m = await unopenedMarket();
  });
  afterAll(() => m.close());

  const json = async (path: string) => {
    const res = await m.t.request(path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ids = (items: unknown) => (items as OpportunityCard[]).map((o) => o.id).sort();

  it('lists, finds and features them by themselves', async () => {
    expect(MARKETS.GB.live).toBe(true);
    const all = [...m.ids].sort();
    expect(ids((await json('/api/v1/opportunities?country=GB')).body.items)).toEqual(all);
    expect(ids((await json(`/api/v1/opportunities?search=${m.word}`)).body.items)).toEqual(all);
    expect(ids((await json('/api/v1/opportunities/featured?country=GB')).body.items)).toEqual([m.ids[0]]);
    const { status, body } = await json(`/api/v1/opportunities/${m.ids[0]}`);
    expect(status).toBe(200);
    expect(body.title).toBe('Quorblat Bakehouse 0');
    const page = await m.t.request(`${MARKETS.GB.detailPrefix}/${m.ids[0]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Quorblat Bakehouse 0');
  });

  it('puts them in the sitemap, on a landing page and in the join-page counts', async () => {
    const urls = await m.sitemapUrls();
    for (const id of m.ids) expect(urls).toContain(`${MARKETS.GB.detailPrefix}/${id}`);
    expect(urls).toContain(MARKETS.GB.listPath);
    expect((await m.t.deps.services.seo.landing.page(m.landingPath))?.count).toBe(3);
    expect((await json('/api/v1/join/stats?market=GB')).body).toMatchObject({
      publishedListings: 3,
      franchisors: 1,
    });
  });
});
