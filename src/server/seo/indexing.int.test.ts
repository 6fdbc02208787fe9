import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../tests/helpers/accounts.ts';
import { activeLifetimeMembership } from '../../../tests/helpers/franchisor.ts';
import { indianListing } from '../../../tests/helpers/listings.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import type { EditableListing } from '../../shared/schemas/listings.ts';
import { createAdminService } from '../modules/admin/index.ts';
import { BING_INDEXING_JOB } from './indexing.ts';

// The helpers call http://localhost; with another public origin the app would redirect them there.
const SITE = 'http://localhost';
const INDEXNOW_KEY = 'a1b2c3d4e5f6a7b8';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local stand-in for Google's token and Indexing API endpoints, IndexNow, the Bing
 * Webmaster API and a sitemap ping URL: it records each request and answers as they do.
 */
async function startFakeSearchEngines() {
  const seen: Seen[] = [];
  let failIndexNow = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/token')
        return res.end(JSON.stringify({ access_token: 'ya29.fake', expires_in: 3600 }));
      if (req.url === '/v3/urlNotifications:publish')
        return res.end(JSON.stringify({ urlNotificationMetadata: {} }));
      if (req.url === '/indexnow') {
        if (failIndexNow > 0) {
          failIndexNow--;
          res.statusCode = 429;
          return res.end('{}');
        }
        res.statusCode = 202;
        return res.end();
      }
      if (req.url?.startsWith('/webmaster/api.svc/json/SubmitUrlbatch')) return res.end('{"d":null}');
      if (req.url?.startsWith('/ping')) return res.end('ok');
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    failIndexNowTimes: (n: number) => {
      failIndexNow = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('search-engine submissions on publish, edit and unpublish', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeSearchEngines>>;
  let owner: SignedInUser;
  let moderator: SignedInUser;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  beforeAll(async () => {
    fake = await startFakeSearchEngines();
    t = await createTestApp({
      seed: true,
      env: {
        PUBLIC_ORIGIN: SITE,
        GOOGLE_INDEXING_CREDENTIALS: JSON.stringify({
          type: 'service_account',
          client_email: 'indexer@franchisio-test.iam.gserviceaccount.com',
          private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          token_uri: `${fake.base}/token`,
        }),
        GOOGLE_INDEXING_API_BASE: fake.base,
        INDEXNOW_KEY,
        INDEXNOW_ENDPOINT: `${fake.base}/indexnow`,
        BING_WEBMASTER_API_KEY: 'bing-test-key-123',
        BING_API_BASE: fake.base,
        SITEMAP_PING_URLS: `${fake.base}/ping?sitemap={sitemap}`,
      },
    });
    await t.deps.jobs.start();
    [owner, moderator] = await Promise.all([
      createSignedInUser(t, { role: 'franchisor', location: 'IN' }),
      createSignedInUser(t),
    ]);
    await createAdminService(t.deps).makeSuper(moderator.userId);
    await activeLifetimeMembership(t, owner.userId);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (who: SignedInUser, method: string, path: string, json?: unknown) =>
    t.request(path, { method, headers: { Origin: ORIGIN, Cookie: who.cookie }, json });

  /** Waits for the fake to have seen a request matching `pred` after index `from`. */
  async function waitFor(pred: (s: Seen) => boolean, from = 0, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = fake.seen.slice(from).filter(pred);
      if (hit.length) return hit;
      if (Date.now() > deadline)
        throw new Error(`no request; saw ${fake.seen.map((s) => s.path).join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('submits URL_UPDATED to Google and the page to IndexNow and Bing when a listing is published, then pings the sitemap', async () => {
    const created = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'IN',
      values: indianListing('Kaapi Indexed'),
    });
    const listing = (await created.json()) as EditableListing;
    expect(
      (await call(owner, 'POST', `/api/v1/franchisor/listings/${listing.id}/actions`, { action: 'submit' }))
        .status,
    ).toBe(200);
    // Waiting for review: nothing is submitted.
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.seen.some((s) => s.body.includes(listing.id))).toBe(false);

    const mark = fake.seen.length;
    const approve = await call(moderator, 'POST', `/api/v1/admin/listings/${listing.id}/decision`, {
      decision: 'approve',
    });
    expect(approve.status, await approve.clone().text()).toBe(200);
    const url = `${SITE}/indian-opportunity/${listing.id}`;

    const [google] = await waitFor((s) => s.path === '/v3/urlNotifications:publish', mark);
    expect(JSON.parse(google!.body)).toEqual({ url, type: 'URL_UPDATED' });
    expect(google!.headers.authorization).toBe('Bearer ya29.fake');
    // The token was asked for with a JWT signed by the service account's key (RFC 7523).
    const [token] = await waitFor((s) => s.path === '/token');
    const assertion = new URLSearchParams(token!.body).get('assertion')!;
    const [h, p, sig] = assertion.split('.');
    expect(createVerify('RSA-SHA256').update(`${h}.${p}`).verify(publicKey, sig!, 'base64url')).toBe(true);
    expect(JSON.parse(Buffer.from(p!, 'base64url').toString())).toMatchObject({
      iss: 'indexer@franchisio-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/indexing',
    });

    const [indexNow] = await waitFor((s) => s.path === '/indexnow', mark);
    expect(JSON.parse(indexNow!.body)).toEqual({
      host: 'localhost',
      key: INDEXNOW_KEY,
      keyLocation: `${SITE}/${INDEXNOW_KEY}.txt`,
      urlList: [url],
    });
    const [bing] = await waitFor((s) => s.path.startsWith('/webmaster/api.svc/json/SubmitUrlbatch'), mark);
    expect(bing!.path).toBe('/webmaster/api.svc/json/SubmitUrlbatch?apikey=bing-test-key-123');
    expect(JSON.parse(bing!.body)).toEqual({ siteUrl: SITE, urlList: [url] });

    const [ping] = await waitFor((s) => s.path.startsWith('/ping'), mark);
    expect(ping!.path).toBe(`/ping?sitemap=${encodeURIComponent(`${SITE}/sitemap.xml`)}`);
    // The rebuilt sitemap lists the new page.
    const file = await t.request(`${SITE}/sitemaps/franchises-in-1.xml`);
    expect(await file.text()).toContain(url);
    // IndexNow reads the key from the site.
    expect(await (await t.request(`${SITE}/${INDEXNOW_KEY}.txt`)).text()).toBe(INDEXNOW_KEY);

    // A wording edit of the live listing is live at once: URL_UPDATED again.
    const edit = async (values: Record<string, unknown>) => {
      expect((await call(owner, 'PUT', `/api/v1/franchisor/listings/${listing.id}`, values)).status).toBe(
        200,
      );
      expect(
        (await call(owner, 'POST', `/api/v1/franchisor/listings/${listing.id}/actions`, { action: 'submit' }))
          .status,
      ).toBe(200);
    };
    const markEdit = fake.seen.length;
    await edit({ ...indianListing('Kaapi Indexed'), tagline: 'Filter coffee, now with breakfast' });
    const [edited] = await waitFor((s) => s.path === '/v3/urlNotifications:publish', markEdit);
    expect(JSON.parse(edited!.body)).toEqual({ url, type: 'URL_UPDATED' });
    const [editedBing] = await waitFor((s) => s.path.startsWith('/webmaster/'), markEdit);
    expect(JSON.parse(editedBing!.body)).toEqual({ siteUrl: SITE, urlList: [url] });

    // An edit of its key figures changes nothing public until it is approved; then URL_UPDATED.
    const markKey = fake.seen.length;
    await edit({ ...indianListing('Kaapi Indexed'), investmentMin: 1_900_000 });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(fake.seen.slice(markKey).some((s) => s.path === '/v3/urlNotifications:publish')).toBe(false);
    const approveEdit = await call(moderator, 'POST', `/api/v1/admin/listings/${listing.id}/decision`, {
      decision: 'approve',
    });
    expect(approveEdit.status).toBe(200);
    const [approvedEdit] = await waitFor((s) => s.path === '/v3/urlNotifications:publish', markKey);
    expect(JSON.parse(approvedEdit!.body)).toEqual({ url, type: 'URL_UPDATED' });

    // Unpublished (paused): URL_DELETED to Google and the URL again to IndexNow, whose refusal (a
    // retry later) holds up neither Google's submission nor the sitemap.
    fake.failIndexNowTimes(1);
    const mark2 = fake.seen.length;
    expect(
      (await call(owner, 'POST', `/api/v1/franchisor/listings/${listing.id}/actions`, { action: 'pause' }))
        .status,
    ).toBe(200);
    const [deleted] = await waitFor((s) => s.path === '/v3/urlNotifications:publish', mark2);
    expect(JSON.parse(deleted!.body)).toEqual({ url, type: 'URL_DELETED' });
    const indexNowTries = await waitFor((s) => s.path === '/indexnow', mark2, 5_000);
    expect(JSON.parse(indexNowTries[0]!.body).urlList).toEqual([url]);
    await waitFor((s) => s.path.startsWith('/ping'), mark2);
    // The ping seen may still be the one of the edit's regeneration, so the file is read until the
    // pause's own regeneration has dropped the page.
    await expect
      .poll(
        async () => (await (await t.request(`${SITE}/sitemaps/franchises-in-1.xml`)).text()).includes(url),
        {
          timeout: 15_000,
        },
      )
      .toBe(false);
  });

  it('retries a refused submission through the job queue and only warns when the last try fails', async () => {
    const data = {
      siteUrl: SITE,
      urlList: [`${SITE}/indian-opportunity/00000000-0000-4000-8000-000000000001`],
    };
    fake.failIndexNowTimes(1);
    const first = await t.deps.jobs.runNow(BING_INDEXING_JOB, data);
    // IndexNow answered 429: the queue keeps the job for a later try rather than dropping it.
    expect(first.state).toBe('retry');

    const job = t.deps.services.seo.jobs.find((j) => j.name === BING_INDEXING_JOB)!;
    expect(job.retryLimit).toBe(3);
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    fake.failIndexNowTimes(2);
    // A failing try before the last throws (the queue retries it) …
    await expect(job.run(data, { id: 'try-3', attempt: 3, log })).rejects.toThrow(/answered 429/);
    expect(warnings).toEqual([]);
    // … the last one is warned and ends the job as done.
    const last = await job.run(data, { id: 'try-4', attempt: 4, log });
    expect(last).toMatchObject({ warned: expect.stringContaining('answered 429') });
    expect(warnings.map((w) => JSON.parse(w))).toEqual([
      expect.objectContaining({ level: 40, msg: 'search engine submission failed' }),
    ]);
  });
});

describe('search-engine submissions with only some keys configured', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeSearchEngines>>;

  beforeAll(async () => {
    fake = await startFakeSearchEngines();
    // Every endpoint points at the fake, but only IndexNow has a key.
    t = await createTestApp({
      seed: true,
      env: {
        PUBLIC_ORIGIN: SITE,
        GOOGLE_INDEXING_API_BASE: fake.base,
        INDEXNOW_KEY,
        INDEXNOW_ENDPOINT: `${fake.base}/indexnow`,
        BING_API_BASE: fake.base,
        SITEMAP_PING_URLS: `${fake.base}/ping?sitemap={sitemap}`,
      },
    });
    await t.deps.jobs.start();
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('submits only to the engines that have a key', async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor', location: 'IN' });
    const moderator = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(moderator.userId);
    await activeLifetimeMembership(t, owner.userId);
    const call = (who: SignedInUser, path: string, json: unknown) =>
      t.request(path, { method: 'POST', headers: { Origin: ORIGIN, Cookie: who.cookie }, json });
    const listing = (await (
      await call(owner, '/api/v1/franchisor/listings', {
        country: 'IN',
        values: indianListing('Keyed Kulfi'),
      })
    ).json()) as EditableListing;
    await call(owner, `/api/v1/franchisor/listings/${listing.id}/actions`, { action: 'submit' });
    expect(
      (await call(moderator, `/api/v1/admin/listings/${listing.id}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(200);
    const deadline = Date.now() + 20_000;
    while (
      !(fake.seen.some((s) => s.path === '/indexnow') && fake.seen.some((s) => s.path.startsWith('/ping')))
    ) {
      if (Date.now() > deadline) throw new Error(`saw ${fake.seen.map((s) => s.path).join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(JSON.parse(fake.seen.find((s) => s.path === '/indexnow')!.body).urlList).toEqual([
      `${SITE}/indian-opportunity/${listing.id}`,
    ]);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(
      fake.seen.filter(
        (s) => s.path === '/token' || s.path.startsWith('/v3/') || s.path.startsWith('/webmaster/'),
      ),
    ).toEqual([]);
  });
});
