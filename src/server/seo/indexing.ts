import { createSign } from 'node:crypto';
import type { CoreDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import { defineJob, type JobContext } from '../jobs/index.ts';
import type { Logger } from '../lib/logger.ts';
import { siteOrigin } from '../lib/served-hosts.ts';
import type { SeoRepository } from './repository.ts';
import type { Sitemaps } from './sitemap.ts';

/** Spec §8: `google-indexing` takes `url` and `type`; failures are only warned. */
export type GoogleIndexingType = 'URL_UPDATED' | 'URL_DELETED';
export const GOOGLE_INDEXING_JOB = 'google-indexing';
export const BING_INDEXING_JOB = 'bing-indexing';
export const SITEMAP_REFRESH_JOB = 'sitemap-refresh';

const RETRIES = 3;
const HTTP_TIMEOUT_MS = 15_000;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!res.ok)
    throw new Error(`${new URL(url).host} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/**
 * An OAuth access token for a service account (RFC 7523 JWT bearer grant, the flow Google's
 * own auth library runs), kept until shortly before it expires.
 */
function googleTokens(key: NonNullable<Config['GOOGLE_INDEXING_CREDENTIALS']>) {
  let cached: { token: string; expires: number } | null = null;
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return async (): Promise<string> => {
    if (cached && cached.expires > Date.now() + 60_000) return cached.token;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({
      iss: key.clientEmail,
      scope: 'https://www.googleapis.com/auth/indexing',
      aud: key.tokenUri,
      iat: now,
      exp: now + 3600,
    })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(key.privateKey, 'base64url');
    const res = await fetch(key.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature}`,
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Google token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    cached = { token: body.access_token, expires: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  };
}

/**
 * The last try of a submission that keeps failing ends with a warning, not a failed job:
 * search engines find the page through the sitemap anyway (spec §8, "failure only warned").
 */
async function warnOnLastTry(ctx: JobContext, work: () => Promise<Record<string, unknown>>) {
  try {
    return await work();
  } catch (err) {
    if (ctx.attempt <= RETRIES) throw err;
    ctx.log.warn({ err: { message: (err as Error).message } }, 'search engine submission failed');
    return { warned: (err as Error).message };
  }
}

/** The search-engine jobs: Google Indexing API, Bing (IndexNow and/or Webmaster API), sitemap refresh and ping. */
export function searchEngineJobs(deps: {
  config: Config;
  repo: SeoRepository;
  sitemaps: Sitemaps;
  refreshSchedule: string;
}) {
  const { config, repo, sitemaps } = deps;
  const googleToken = config.GOOGLE_INDEXING_CREDENTIALS
    ? googleTokens(config.GOOGLE_INDEXING_CREDENTIALS)
    : null;
  const origin = siteOrigin(config);

  return [
    defineJob<{ url: string; type: GoogleIndexingType }>({
      name: GOOGLE_INDEXING_JOB,
      description: 'Tells the Google Indexing API that a listing page was published, changed or removed.',
      retryLimit: RETRIES,
      retryDelaySeconds: 60,
      run: (data, ctx) =>
        warnOnLastTry(ctx, async () => {
          if (!googleToken) return { skipped: 'GOOGLE_INDEXING_CREDENTIALS is not set' };
          const token = await googleToken();
          await post(
            `${config.GOOGLE_INDEXING_API_BASE}/v3/urlNotifications:publish`,
            { url: data.url, type: data.type },
            { Authorization: `Bearer ${token}` },
          );
          await repo.markIndexed(new URL(data.url).pathname, new Date());
          return { url: data.url, type: data.type };
        }),
    }),
    defineJob<{ siteUrl: string; urlList: string[] }>({
      name: BING_INDEXING_JOB,
      description: 'Submits changed listing pages to Bing (IndexNow and/or the Webmaster API).',
      retryLimit: RETRIES,
      retryDelaySeconds: 60,
      run: (data, ctx) =>
        warnOnLastTry(ctx, async () => {
          const done: string[] = [];
          if (config.INDEXNOW_KEY) {
            await post(config.INDEXNOW_ENDPOINT, {
              host: new URL(data.siteUrl).host,
              key: config.INDEXNOW_KEY,
              keyLocation: `${data.siteUrl}/${config.INDEXNOW_KEY}.txt`,
              urlList: data.urlList,
            });
            done.push('indexnow');
          }
          if (config.BING_WEBMASTER_API_KEY) {
            await post(
              `${config.BING_API_BASE}/webmaster/api.svc/json/SubmitUrlbatch?apikey=${encodeURIComponent(config.BING_WEBMASTER_API_KEY)}`,
              { siteUrl: data.siteUrl, urlList: data.urlList },
            );
            done.push('bing');
          }
          return { submitted: done, urls: data.urlList.length };
        }),
    }),
    defineJob({
      name: SITEMAP_REFRESH_JOB,
      description:
        'Rebuilds the sitemap page records from the catalog and pings the configured sitemap URLs.',
      schedule: deps.refreshSchedule,
      retryLimit: 2,
      retryDelaySeconds: 30,
      async run(_data, ctx) {
        const result = await sitemaps.refresh();
        const sitemapUrl = `${origin}/sitemap.xml`;
        const pinged = await pingSitemap(config.SITEMAP_PING_URLS, sitemapUrl, ctx.log);
        return { ...result, pinged };
      },
    }),
  ];
}

/** GET each ping URL with the sitemap's address; a failed ping is logged and forgotten (spec §8). */
async function pingSitemap(templates: string[], sitemapUrl: string, log: Logger) {
  let ok = 0;
  for (const t of templates) {
    const url = t.replace(/\{sitemap\}|%7Bsitemap%7D/g, encodeURIComponent(sitemapUrl));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
      if (res.ok) ok++;
      else log.warn({ url, status: res.status }, 'sitemap ping refused');
    } catch (err) {
      log.warn({ url, err: { message: (err as Error).message } }, 'sitemap ping failed');
    }
  }
  return ok;
}

/**
 * A listing was published, edited or taken down: queue its submissions to the search engines
 * that have keys, and a rebuild of the sitemap. Never throws: the listing's change stands
 * whatever happens here (a queue that cannot take the job is warned in the log).
 */
export async function queueListingIndexing(
  deps: Pick<CoreDeps, 'config' | 'jobs' | 'logger'>,
  listing: { id: string; detailPath: string },
  change: 'updated' | 'deleted',
) {
  const { config, jobs, logger } = deps;
  if (!jobs.running) return;
  const origin = siteOrigin(config);
  const url = `${origin}${listing.detailPath}`;
  try {
    if (config.GOOGLE_INDEXING_CREDENTIALS) {
      await jobs.send(GOOGLE_INDEXING_JOB, {
        url,
        type: change === 'deleted' ? 'URL_DELETED' : 'URL_UPDATED',
      });
    }
    if (config.INDEXNOW_KEY || config.BING_WEBMASTER_API_KEY) {
      await jobs.send(BING_INDEXING_JOB, { siteUrl: origin, urlList: [url] });
    }
    await jobs.send(SITEMAP_REFRESH_JOB);
  } catch (err) {
    logger.warn({ err, listingId: listing.id }, 'search engine submissions not queued');
  }
}
