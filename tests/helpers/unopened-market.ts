import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { franchiseOpportunities as fo } from '../../src/server/db/schema/index.ts';
import { DEMO_OPPORTUNITIES, opportunityRow } from '../../src/server/db/seed/demo-catalog.ts';
import { createAdminService } from '../../src/server/modules/admin/index.ts';
import { landingPagesOf } from '../../src/shared/landing-pages.ts';
import { createSignedInUser, type SignedInUser } from './accounts.ts';
import { register } from './franchisor.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

export interface UnopenedMarket {
  t: TestApp;
  /** The company's own account, an admin and a seeker, each signed in. */
  owner: SignedInUser;
  admin: SignedInUser;
  seeker: SignedInUser;
  /** Three approved UK listings of one industry (enough for a landing page); the first is featured. */
  ids: string[];
  /** A word only these listings hold, to search for. */
  word: string;
  /** The UK landing page of their industry. */
  landingPath: string;
  /** Every URL the sitemaps list. */
  sitemapUrls(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A UK company (the UK is not open in src/shared/markets.ts) with three approved listings, on
 * its own database and web template (so pages get their server head). Whether the public sees
 * them is for the test to say: the same data serves the market closed and opened.
 */
export async function unopenedMarket(): Promise<UnopenedMarket> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  // Listings are added under the API, so the read cache is off.
  const t = await createTestApp({ env: { WEB_DIST_DIR: webDir, CATALOG_CACHE_SECONDS: '0' } });
  const owner = await createSignedInUser(t, { role: 'franchisor' });
  const { company } = await register(t, owner, 'GB');
  const admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(admin.userId);
  const seeker = await createSignedInUser(t);
  const base = DEMO_OPPORTUNITIES.find((o) => o.country === 'GB' && o.category === 'Food & Beverage')!;
  const word = `quorblat${Date.now().toString(36)}`;
  const rows = await t.deps.database.db
    .insert(fo)
    .values(
      [0, 1, 2].map((i) =>
        opportunityRow(
          {
            ...base,
            slug: `${word}-${i}`,
            title: `Quorblat Bakehouse ${i}`,
            description: `${base.description} ${word}`,
            featured: i === 0,
          },
          company.id,
          new Date(),
        ),
      ),
    )
    .returning({ id: fo.id });
  const landingPath = landingPagesOf('GB').find(
    (p) => p.filter.type === 'industry' && p.filter.industry === 'Food & Beverage',
  )!.path;

  async function sitemapUrls() {
    await t.deps.services.seo.sitemaps.refresh();
    const index = await (await t.request('/sitemap.xml')).text();
    const urls: string[] = [];
    for (const [, file] of index.matchAll(/<loc>(.*?)<\/loc>/g)) {
      const bytes = Buffer.from(await (await t.request(file!)).arrayBuffer());
      const body = file!.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
      for (const [, loc] of body.matchAll(/<loc>(.*?)<\/loc>/g)) urls.push(new URL(loc!).pathname);
    }
    return urls;
  }

  return {
    t,
    owner,
    admin,
    seeker,
    ids: rows.map((r) => r.id),
    word,
    landingPath,
    sitemapUrls,
    async close() {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}
