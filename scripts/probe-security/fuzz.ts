/**
 * Finding 31.11, replayed against a development start: the 500s the review found on allowed
 * input (an empty lead update; amounts and prices past a 32-bit column, with the spend's invoice
 * left behind), then requests generated from every route of the server's own OpenAPI document
 * as a visitor, a seeker, a franchisor and a super admin, counting 5xx and leaked database text.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { DEMO_FRANCHISOR_PASSWORD, demoCredentialSamples } from '../../src/server/db/seed/demo-accounts.ts';
import { documentedEndpoints, type FuzzRequest, fuzzRequest, leakIn } from '../../tests/helpers/api-fuzz.ts';
import { PDF_BYTES } from '../../tests/helpers/franchisor.ts';
import type { ProbeCheck } from './check.ts';
import { api, withInstance } from './instance.ts';

/** Generated requests at most, and the time they may take (the probe's budget for this finding). */
const RUNS = Number(process.env.PROBE_FUZZ_RUNS ?? 4_000);
const BUDGET_MS = 170_000;
const CONCURRENCY = 4;
const SEED = Number(process.env.PROBE_FUZZ_SEED ?? Date.now() % 1_000_000);

const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

const offering = (priceFrom: number) => ({
  kind: 'software',
  name: `Probe LedgerLoop ${Math.random().toString(36).slice(2, 7)}`,
  category: 'Accounting',
  pricingModel: 'per_seat',
  currency: 'USD',
  priceFrom,
  priceTo: null,
  shortDescription: 'Outlet accounts for multi-unit franchisees.',
  description: 'LedgerLoop closes the books of every outlet each month, with royalty reports built in.',
  features: ['Royalty reports'],
  integrations: ['Xero'],
  website: 'https://ledgerloop.example.com',
  cashbackPct: 10,
  cashbackTerms: 'On the first year of any paid plan bought through Franchisio.',
});

export const checks: ProbeCheck[] = [
  {
    finding: '31.11 5xx on allowed input',
    run: () =>
      withInstance(
        async ({ base, dataDir, admin }) => {
          const client = api(base);
          const seeker = await client.person('fuzz-seeker');
          const buyer = await client.person('fuzz-buyer', 'franchisor');
          const demo = demoCredentialSamples()[0]!;
          const vendor = {
            ...(await client.signIn(demo.email, DEMO_FRANCHISOR_PASSWORD)),
            email: demo.email,
          };

          // The specific 500s of the finding.
          const replay: Record<string, number> = {};
          const { items } = await client.json<{ items: { id: string; title: string }[] }>(
            'GET',
            `/api/v1/opportunities?country=${demo.country}&search=${encodeURIComponent(demo.listing)}`,
          );
          const listing = items.find((l) => l.title === demo.listing)!;
          const lead = await client.json<{ id: string }>(
            'POST',
            `/api/v1/opportunities/${listing.id}/information-requests`,
            seeker.cookie,
            {
              name: 'Probe Person',
              email: seeker.email,
              message: 'Is a new outlet possible near the station?',
            },
          );
          replay['empty lead update'] = (
            await client.call('PATCH', `/api/v1/franchisor/leads/${lead.id}`, vendor.cookie, {})
          ).status;
          replay['offering priceFrom 1e9'] = (
            await client.call('POST', '/api/v1/franchisor/offerings', vendor.cookie, offering(1e9))
          ).status;
          const sold = await client.json<{ id: string }>(
            'POST',
            '/api/v1/franchisor/offerings',
            vendor.cookie,
            offering(12),
          );
          await client.json('POST', `/api/v1/franchisor/offerings/${sold.id}/submit`, vendor.cookie);
          await client.json('POST', `/api/v1/admin/offerings/${sold.id}/decision`, admin.cookie, {
            decision: 'approve',
          });
          const filesBefore = filesUnder(path.join(dataDir, 'storage'));
          for (const amount of ['21474836.48', '100000000']) {
            const f = new FormData();
            f.set('offeringId', sold.id);
            f.set('amount', amount);
            f.set('currency', 'USD');
            f.set('purchasedOn', '2026-11-20');
            f.append('file', new Blob([PDF_BYTES]), 'invoice.pdf');
            replay[`spend of ${amount}`] = (
              await client.call('POST', '/api/v1/rewards/spends', buyer.cookie, f)
            ).status;
          }
          const orphans = filesUnder(path.join(dataDir, 'storage')) - filesBefore;
          const quote = await client.json<{ id: string }>('POST', '/api/v1/quotes', buyer.cookie, {
            offeringId: sold.id,
            needs: 'Accounts for our 14 outlets.',
            seats: 40,
            locations: 14,
            timeline: '1month',
            notes: '',
          });
          replay['quote answer 1e9'] = (
            await client.call('POST', `/api/v1/quotes/${quote.id}/answer`, vendor.cookie, {
              price: 1e9,
              validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
              message: '',
            })
          ).status;
          const replayed = Object.entries(replay);
          const replay5xx = replayed.filter(([, s]) => s >= 500);

          // Every route of the OpenAPI document (and the auth allow-list), generated.
          const { endpoints, resolve } = documentedEndpoints(await client.json('GET', '/api/openapi.json'));
          const cookies = [undefined, seeker.cookie, vendor.cookie, admin.cookie];
          const requests = fc.sample(fuzzRequest(endpoints, resolve, cookies.length), {
            numRuns: RUNS,
            seed: SEED,
          });
          const statuses = new Map<number, number>();
          const failures: string[] = [];
          const started = Date.now();
          let next = 0;
          let closed = 0;
          const send = async (r: FuzzRequest) => {
            const cookie = cookies[r.actor];
            const attempt = () =>
              fetch(`${base}${r.url}`, {
                method: r.method,
                headers: {
                  Origin: base,
                  'X-Forwarded-For': r.ip,
                  ...(cookie ? { Cookie: cookie } : {}),
                  ...(r.contentType ? { 'Content-Type': r.contentType } : {}),
                },
                body: r.body,
              });
            let res: Response;
            try {
              res = await attempt();
            } catch {
              // Node's parser answers a request line past its header limit (or a body past the
              // limit) and closes the connection, sometimes while the client still writes or on a
              // kept-alive one: tried once more on a new connection, then counted as closed.
              try {
                res = await attempt();
              } catch {
                closed++;
                return;
              }
            }
            const text = await res.text();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const leak = res.status >= 400 ? leakIn(text) : undefined;
            if (res.status >= 500 || leak) {
              failures.push(
                `${r.method} ${r.url.slice(0, 120)} → ${res.status} ${(leak ?? text).slice(0, 160)}`,
              );
            }
          };
          await Promise.all(
            Array.from({ length: CONCURRENCY }, async () => {
              while (next < requests.length && Date.now() - started < BUDGET_MS)
                await send(requests[next++]!);
            }),
          );
          const alive = (await fetch(`${base}/api/health/live`)).status;
          const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
          const fuzz5xx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
          const ok = statuses.get(200) ?? 0;
          return {
            held:
              replay5xx.length === 0 &&
              orphans === 0 &&
              failures.length === 0 &&
              ok > sent / 50 &&
              alive === 200,
            figure:
              `replays ${replayed.map(([k, s]) => `${k}: ${s}`).join(', ')}; ${orphans} invoices left behind; ` +
              `fuzz (seed ${SEED}) over ${endpoints.length} routes as 4 actors: ${sent} requests in ` +
              `${Math.round((Date.now() - started) / 1000)} s, ${fuzz5xx} × 5xx, ${failures.length - fuzz5xx} leaks, ${ok} × 200, ${closed} closed ` +
              `unanswered (oversized), server alive after: ${alive}` +
              (failures.length ? `; first: ${failures[0]}` : ''),
          };
        },
        // Generated requests come from many addresses, as real clients would, so that the
        // per-address limits do not answer everything with 429.
        { TRUST_PROXY: 'true' },
      ),
  },
];
