import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { franchiseOpportunities, franchisors } from '../db/schema/index.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

interface SentState {
  queries: { queries: { queryKey: unknown[]; dehydratedAt: number; state: { data: unknown } }[] };
}

function page(html: string) {
  const root = html.match(/<div id="root">(.*?)<\/div><script type="application\/json"/s)?.[1] ?? null;
  const stateJson = html.match(
    /<script type="application\/json" id="franchisio-state">(.*?)<\/script>/s,
  )?.[1];
  const state = stateJson ? (JSON.parse(stateJson) as SentState) : null;
  const query = (key: unknown[]) =>
    state?.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
  return { root, state, query };
}

describe('pages rendered on the server', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the home page as HTML with the featured franchises from the database, and the data it was rendered with', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const { root, query } = page(await res.text());
    expect(root).toContain('Find the franchise that fits your');
    expect(root).toContain('Sign In');

    const featured = query(['opportunities', 'featured', 'US']) as { items: { id: string; title: string }[] };
    expect(featured.items).toHaveLength(6);
    const cards = [
      ...root!.matchAll(
        /data-testid="featured-card"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="featured-card"/g,
      ),
    ];
    expect(cards.map((m) => m[1] ?? m[2])).toEqual(featured.items.map((item) => `/opportunity/${item.id}`));
    for (const item of featured.items)
      expect(root?.replace(/&#x27;|&#39;/g, "'")).toContain(item.title.replace(/&/g, '&amp;'));
    expect(query(['me'])).toEqual({ user: null });
  });

  it('sends the footer’s links to the largest landing pages in the HTML of every rendered page', async () => {
    const { items } = (await (await t.request('/api/v1/landing-pages')).json()) as {
      items: { path: string; count: number }[];
    };
    const top = [...items].sort((a, b) => b.count - a.count).slice(0, 6);
    expect(top).toHaveLength(6);
    for (const p of ['/', '/about', '/united-states']) {
      const { root } = page(await (await t.request(p)).text());
      const footer = root?.match(/<footer.*<\/footer>/s)?.[0] ?? '';
      expect(footer, p).toContain('Popular searches');
      for (const link of top) expect(footer, `${p} ${link.path}`).toContain(`href="${link.path}"`);
    }
  });

  it('renders a page once for all signed-out visitors for a while (CATALOG_CACHE_SECONDS)', async () => {
    const renderedAt = async () => {
      const { state } = page(await (await t.request('/kredit')).text());
      return state!.queries.queries[0]!.dehydratedAt;
    };
    const first = await renderedAt();
    expect(await renderedAt()).toBe(first);
  });

  it('renders the header for the signed-in visitor and sends who they are', async () => {
    const user = await createSignedInUser(t);
    const res = await t.request('/', { headers: { Cookie: user.cookie } });
    const { root, query } = page(await res.text());
    expect(root).not.toContain('Sign In');
    expect((query(['me']) as { user: { email: string } }).user.email).toBe(user.email);
  });

  it('gives each page answer a nonce of its own, on every script that runs and in a policy without inline scripts', async () => {
    const user = await createSignedInUser(t);
    const answers = [
      await t.request('/'),
      await t.request('/'), // the same page again, from the signed-out visitors' cache
      await t.request('/', { headers: { Cookie: user.cookie } }),
      await t.request('/united-states'),
    ];
    const nonces: string[] = [];
    for (const res of answers) {
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = policy.match(/script-src 'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'(;|$)/)?.[1];
      expect(nonce, policy).toBeDefined();
      expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toMatch(/unsafe-inline|'self'/);
      nonces.push(nonce!);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      // Data blocks (the query state, structured data) are not scripts the browser runs.
      const running = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
      expect(running.length).toBeGreaterThan(0);
      for (const attrs of running) expect(attrs).toContain(`nonce="${nonce}"`);
      // The page comes whole, in place: no boundary sent as its fallback and swapped in later.
      expect(html).not.toContain('<template');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // Answers that are not the app's pages keep the plain policy.
    const api = await t.request('/api/v1/me');
    expect(api.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('renders a franchisor’s home with the featured software, AI tools and services (spec §7), not a seeker’s', async () => {
    const featured = (await (await t.request('/api/v1/offerings/featured/all')).json()) as Record<
      string,
      { id: string; name: string }[]
    >;
    const names = Object.values(featured).flatMap((items) => items.map((i) => i.name));
    expect(names.length).toBeGreaterThan(3);
    const franchisor = await createSignedInUser(t, { role: 'franchisor' });
    const home = page(await (await t.request('/', { headers: { Cookie: franchisor.cookie } })).text());
    expect(home.root).toContain('data-testid="featured-offerings"');
    for (const name of names) expect(home.root?.replace(/&amp;/g, '&')).toContain(name);
    expect(home.query(['offerings', 'featured-all'])).toEqual(featured);
    // Who pays the cashback the cards show is said with them.
    expect(home.root).toContain('Cashback is paid by Franchisio from the referral fee');

    const seeker = await createSignedInUser(t);
    const seekerHome = page(await (await t.request('/', { headers: { Cookie: seeker.cookie } })).text());
    expect(seekerHome.root).toContain('Welcome back');
    expect(seekerHome.root).not.toContain('data-testid="featured-offerings"');
  });

  it('sends information pages and the 404 page rendered, the 404 with its status', async () => {
    const about = page(await (await t.request('/about')).text());
    expect(about.root).toContain('<h1');
    expect(about.root).toContain('About');

    const missing = await t.request('/no-such-page');
    expect(missing.status).toBe(404);
    const notFound = page(await missing.text());
    expect(notFound.root).toContain('Page Not Found');
    // An apostrophe in text may be sent as is or escaped; both read the same.
    expect(notFound.root?.replace(/&#x27;|&#39;/g, "'")).toContain(
      "Sorry, the page you're looking for doesn't exist or has been moved.",
    );
  });

  it('sends a market list with the page of listings its URL asks for, and the data it was rendered with', async () => {
    const res = await t.request('/india-franchises?sort=investment_asc&category=Food%20%26%20Beverage');
    expect(res.status).toBe(200);
    const { root, state } = page(await res.text());
    expect(root).toContain('Indian Franchise Opportunities');
    const list = state!.queries.queries.find((q) => q.queryKey[1] === 'list')!;
    expect(list.queryKey[2]).toMatchObject({
      country: 'IN',
      sort: 'investment_asc',
      category: ['Food & Beverage'],
      offset: '0',
    });
    const { items, total } = list.state.data as { items: { id: string; title: string }[]; total: number };
    expect(items.length).toBeGreaterThan(0);
    expect(root).toContain(`<strong class="text-ink">${total.toLocaleString('en-US')}</strong>`);
    const links = [...root!.matchAll(/href="(\/indian-opportunity\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(items.map((item) => `/indian-opportunity/${item.id}`));
  });

  it('sends a franchise detail with its figures; the widgets further down come later, in reserved space', async () => {
    const listRes = await t.request('/api/v1/opportunities?country=US&sort=rating&limit=1');
    const item = ((await listRes.json()) as { items: { id: string; title: string }[] }).items[0]!;
    const res = await t.request(`/opportunity/${item.id}`);
    expect(res.status).toBe(200);
    const { root, query } = page(await res.text());
    const detail = query(['opportunities', 'detail', item.id]) as { title: string; description: string };
    expect(detail.title).toBe(item.title);
    expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    for (const heading of ['About this franchise', 'Key figures', 'Investment breakdown', 'Documents'])
      expect(root).toContain(heading);
    // The calculator, the chart and the form are placeholders until scrolled near.
    expect(root).toContain('Loading the ROI calculator…');
    expect(root).not.toContain('Profit margin (% of revenue)');
    expect(root).not.toContain('recharts');
  });

  it('shows a listing’s banner on its public page, in a box of the banner’s shape; no box without one', async () => {
    const listRes = await t.request('/api/v1/opportunities?country=US&sort=newest&limit=2');
    const [item, other] = ((await listRes.json()) as { items: { id: string }[] }).items;
    const banner = `/uploads/listings/${item!.id}/banner-test.webp`;
    await t.deps.database.db
      .update(franchiseOpportunities)
      .set({ bannerImageUrl: banner })
      .where(eq(franchiseOpportunities.id, item!.id));
    t.deps.services.catalog.dropCache();
    const { root } = page(await (await t.request(`/opportunity/${item!.id}`)).text());
    const img = root!.match(/<img[^>]*data-testid="listing-banner"[^>]*>/)?.[0];
    expect(img).toContain(`src="${banner}"`);
    expect(img).toContain('width="1920"');
    expect(img).toContain('height="800"');
    expect(page(await (await t.request(`/opportunity/${other!.id}`)).text()).root).not.toContain(
      'listing-banner',
    );
  });

  it('says a company without an account answers by e-mail, and offers calls only where someone takes them', async () => {
    const listRes = await t.request('/api/v1/opportunities?country=IN&limit=2');
    const [unowned, owned] = ((await listRes.json()) as { items: { id: string; companyName: string }[] })
      .items;
    const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const db = t.deps.database.db;
    const [listing] = await db
      .select({ franchisorId: franchiseOpportunities.franchisorId })
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.id, owned!.id));
    await db
      .update(franchisors)
      .set({ ownerUserId: owner.userId })
      .where(eq(franchisors.id, listing!.franchisorId));
    t.deps.services.catalog.dropCache();

    // React separates adjacent text in its HTML with empty comments; the visitor reads one sentence.
    const without = page(
      await (await t.request(`/indian-opportunity/${unowned!.id}`)).text(),
    ).root!.replaceAll('<!-- -->', '');
    expect(without).toContain(
      `They answer by e-mail: ${unowned!.companyName} has no account on Franchisio yet`,
    );
    expect(without).not.toContain('Request a call');
    const withAccount = page(await (await t.request(`/indian-opportunity/${owned!.id}`)).text()).root!;
    expect(withAccount).toContain('Request a call');
    expect(withAccount).not.toContain('They answer by e-mail');
  });

  it('offers a signed-in franchisor to claim a listing nobody manages, and no one else', async () => {
    const listRes = await t.request('/api/v1/opportunities?country=US&limit=3');
    const item = ((await listRes.json()) as { items: { id: string }[] }).items[2]!;
    const franchisor = await createSignedInUser(t, { role: 'franchisor' });
    const seeker = await createSignedInUser(t);
    const render = async (cookie?: string) =>
      page(
        await (
          await t.request(`/opportunity/${item.id}`, { headers: cookie ? { Cookie: cookie } : {} })
        ).text(),
      ).root!;
    expect(await render(franchisor.cookie)).toContain('Claim this listing');
    expect(await render(seeker.cookie)).not.toContain('Claim this listing');
    expect(await render()).not.toContain('Claim this listing');
  });

  it('leaves an unknown listing to the browser, with its 404 status', async () => {
    const res = await t.request('/opportunity/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('franchisio-state');
  });

  it('leaves pages that are not marked for it to the browser: an empty root and no state', async () => {
    const html = await (await t.request('/auth')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('franchisio-state');
  });
});
