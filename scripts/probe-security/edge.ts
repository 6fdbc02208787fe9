import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProxy } from '../../tests/helpers/proxy.ts';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from '../../tests/helpers/server-process.ts';
import type { ProbeCheck } from './check.ts';

/** The edge of the server: host names, forwarded addresses, outages, transport headers. */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A server process on a fresh data directory (embedded database unless DATABASE_URL is given). */
async function withServer<T>(
  env: Record<string, string> | ((port: number) => Record<string, string>),
  work: (url: string, port: number) => Promise<T>,
  ready: (server: ServerProcess) => Promise<void> = (server) => waitHealthy(server, 120_000),
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-edge-'));
  const port = await freePort();
  const server = spawnServer(
    { DATA_DIR: dataDir, SEED_DEMO: 'false', ...(typeof env === 'function' ? env(port) : env) },
    port,
  );
  try {
    await ready(server);
    return await work(server.url, port);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One request with the headers as given, Host included (fetch would not send that Host). */
function raw(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.request(url, { method, headers, agent: false }, (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

export const checks: ProbeCheck[] = [
  {
    finding: '31.2 DNS rebinding on the default start',
    async run() {
      return withServer({ HOST: '' }, async (url, port) => {
        const attacker = `rebind.attacker.example:${port}`;
        const headers = { Host: attacker, Origin: `http://${attacker}`, 'Content-Type': 'application/json' };
        const answers = [
          await raw(`${url}/dev/mailbox.json`, 'GET', headers),
          await raw(`${url}/api/metrics`, 'GET', headers),
          await raw(
            `${url}/api/auth/email-otp/request-password-reset`,
            'POST',
            headers,
            JSON.stringify({ email: 'owner@example.com' }),
          ),
        ].map((a) => a.status);
        const own = (await raw(`${url}/api/health/live`, 'GET', { Host: `localhost:${port}` })).status;
        return {
          held: answers.every((s) => s === 421) && own === 200,
          figure: `mailbox / metrics / reset request with Host ${attacker}: ${answers.join(' / ')}; localhost: ${own}`,
        };
      });
    },
  },
  {
    finding: '31.3 forged X-Forwarded-For behind the proxy',
    async run() {
      return withServer({ TRUST_PROXY: 'true' }, async (url) => {
        const proxy = await startProxy([url], { forwardedFor: true });
        try {
          const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}` });
          let contact = 0;
          for (let i = 0; i < 15; i++) {
            const status = await json(
              `${proxy.url}/api/v1/contact-messages`,
              { name: 'Pat', email: `pat${i}@example.com`, subject: 'Hello there', message: 'A question.' },
              forged(i),
            );
            if (status < 300) contact++;
          }
          let guesses = 0;
          for (let i = 0; i < 30; i++) {
            const status = await json(
              `${proxy.url}/api/auth/sign-in/email`,
              { email: 'owner@example.com', password: `Wrong-guess-${i}-Quokka` },
              forged(i),
            );
            if (status === 401) guesses++;
          }
          let signUps = 0;
          for (let i = 0; i < 35; i++) {
            const status = await json(
              `${proxy.url}/api/v1/accounts/sign-up`,
              {
                email: `probe-${Date.now()}-${i}@example.com`,
                password: `Fr4nch!-probe-${i}-Quokka`,
                firstName: 'Probe',
                lastName: 'Seeker',
                country: 'US',
                phone: '+1 201 555 0123',
                investmentBudget: '100k-250k',
                investmentTimeline: '6months',
                preferredIndustries: ['Retail'],
                businessExperience: 'some',
              },
              forged(i),
            );
            if (status === 200) signUps++;
          }
          return {
            held: contact <= 5 && guesses <= 10 && signUps <= 30,
            figure: `with a new forged left-most address each time: contact ${contact} of 15 (limit 5), sign-in guesses answered ${guesses} of 30 (limit 10), sign-ups ${signUps} of 35 (limit 30)`,
          };
        } finally {
          await proxy.close();
        }
      });
    },
  },
  {
    finding: '31.10 database outage answers 503',
    async run() {
      const name = `franchisio_probe_${Date.now().toString(36)}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: POSTGRES });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(POSTGRES);
      dbUrl.pathname = `/${name}`;
      try {
        return await withServer({ DATABASE_URL: dbUrl.toString() }, async (url) => {
          await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
          await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
          const answers: string[] = [];
          const check = async (label: string, res: Promise<Response>) => {
            const r = await res;
            await r.arrayBuffer();
            answers.push(`${label} ${r.status}${r.headers.get('retry-after') ? ' Retry-After' : ''}`);
            return r.status === 503 && !!r.headers.get('retry-after');
          };
          const ok = [
            await check('list', fetch(`${url}/api/v1/opportunities?country=US`)),
            await check(
              'signed-in',
              fetch(`${url}/api/v1/me`, { headers: { Cookie: 'franchisio.session_token=probe.probe' } }),
            ),
            await check(
              'sign-in',
              fetch(`${url}/api/auth/sign-in/email`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Origin: url },
                body: JSON.stringify({ email: 'owner@example.com', password: 'Some-password-1' }),
              }),
            ),
          ];
          await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
          return { held: ok.every(Boolean), figure: `connections refused (55000): ${answers.join(', ')}` };
        });
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  },
  {
    finding: '31.15 HSTS with an https PUBLIC_ORIGIN outside production',
    async run() {
      // The readiness poll asks by address, a host PUBLIC_ORIGIN alone would refuse (421).
      const env = (port: number) => ({
        PUBLIC_ORIGIN: 'https://www.franchisio.example',
        ALLOWED_HOSTS: `127.0.0.1:${port}`,
      });
      return withServer(
        env,
        async (url) => {
          const res = await raw(`${url}/api/health/live`, 'GET', { Host: 'www.franchisio.example' });
          const hsts = res.headers['strict-transport-security'];
          return {
            held: !!hsts,
            figure: `NODE_ENV=test: ${res.status}, Strict-Transport-Security: ${hsts ?? 'absent'}`,
          };
        },
        // A plain-http request to an https origin is sent to https (301), health checks included:
        // the server is up once it answers at all.
        (server) => waitHealthy(server, 120_000, () => true),
      );
    },
  },
];
