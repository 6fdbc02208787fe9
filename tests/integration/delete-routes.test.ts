import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';

/**
 * Every DELETE of the API, sent the way Chromium sends a bodyless fetch({ method: 'DELETE' }): no
 * Content-Length, no Transfer-Encoding, no Content-Type, over a real socket to a real server
 * process. The request guard once took such a request for a body without a type and answered
 * 415, so no bookmark, saved search or other session could be removed from the web app (issue 34).
 */

interface Answer {
  status: number;
  body: string;
}

/** A request by node:http, which (like Chromium) writes no body headers for a DELETE without one. */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const PASSWORD = 'Lantern-Orchard-Quartz-71';
const ADMIN = { email: 'delete-routes-admin@example.com', name: 'Asha Patel' };

let server: ServerProcess;
let dataDir: string;

function cookiesOf(setCookie: string[]): string {
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

async function json(method: string, p: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

/** Joins through the API as a person would (sign-up → e-mailed code → verify) and returns the session cookie. */
async function join(kind: 'seeker' | 'franchisor'): Promise<string> {
  const email = `delete-routes-${kind}-${Date.now()}@example.com`;
  const person = { email, password: PASSWORD, firstName: 'Maya', lastName: 'Okafor', country: 'US' };
  const signUp =
    kind === 'seeker'
      ? await json('POST', '/api/v1/accounts/sign-up', {
          ...person,
          phone: '+1 201 555 0123',
          investmentBudget: '100k-250k',
          investmentTimeline: '6months',
          preferredIndustries: ['Food & Beverage'],
          businessExperience: 'some',
        })
      : await json('POST', '/api/v1/accounts/franchisor-sign-up', {
          ...person,
          phone: '+1 201 555 0123',
          companyName: `Delete Routes Co ${Date.now()}`,
          website: 'https://example.com',
        });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const verify = await json('POST', '/api/auth/email-otp/verify-email', {
    email,
    otp: await codeFor(email),
    password: PASSWORD,
  });
  expect(verify.status).toBe(200);
  return cookiesOf(verify.headers.getSetCookie());
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-delete-'));
  // An admin made with the real command, as an operator would, before the server takes the directory.
  const { spawnSync } = await import('node:child_process');
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      '--email',
      ADMIN.email,
      '--name',
      ADMIN.name,
      '--password',
      PASSWORD,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  // The dev mailbox (for the joining codes) exists outside production only.
  server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development' }, await freePort());
  await waitHealthy(server, 120_000);
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string; schema?: { type?: string } }[] }>
  >;
};

describe('every DELETE route, called the way a browser calls it', () => {
  it('answers none with 415 or a 5xx, for the people who may use it', { timeout: 120_000 }, async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
      ops.delete ? [{ p, op: ops.delete }] : [],
    );
    // The ones the web app sends: bookmarks, saved searches, sessions, avatar, Kredit documents,
    // a franchisor's images, documents and screenshots.
    expect(routes.length).toBeGreaterThanOrEqual(8);

    const seeker = await join('seeker');
    const franchisor = await join('franchisor');
    const adminSignIn = await json('POST', '/api/auth/sign-in/email', {
      email: ADMIN.email,
      password: PASSWORD,
    });
    expect(adminSignIn.status).toBe(200);
    const admin = cookiesOf(adminSignIn.headers.getSetCookie());

    // One real removal end to end: a bookmark the seeker just made.
    const listing = (await (await fetch(`${server.url}/api/v1/opportunities?country=US`)).json()) as {
      items: { id: string }[];
    };
    const made = await json('POST', '/api/v1/bookmarks', { opportunityId: listing.items[0]!.id }, seeker);
    expect(made.status).toBe(201);
    const bookmarkId = ((await made.json()) as { id: string }).id;

    const answers: string[] = [];
    let reached = 0;
    for (const { p, op } of routes) {
      const url = p.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (p.startsWith('/api/v1/bookmarks/') && name === 'id') return bookmarkId;
        const type = op.parameters?.find((x) => x.name === name && x.in === 'path')?.schema?.type;
        return type === 'integer' || type === 'number' ? '0' : '00000000-0000-4000-8000-000000000000';
      });
      const statuses: number[] = [];
      for (const cookie of [seeker, franchisor, admin]) {
        // Exactly what Chromium writes for fetch(url, { method: 'DELETE', credentials: 'include' }).
        const { status, body } = await send(`${server.url}${url}`, 'DELETE', {
          Origin: server.url,
          Cookie: cookie,
          Accept: '*/*',
        });
        statuses.push(status);
        expect(status, `${p}: ${body}`).not.toBe(415);
        expect(status, `${p}: ${body}`).toBeLessThan(500);
      }
      // Someone among them may use the route: it is refused for the record, not for its form.
      if (statuses.some((s) => s !== 401 && s !== 403)) reached++;
      answers.push(`${p} ${statuses.join('/')}`);
    }
    expect(reached, answers.join('\n')).toBe(routes.length);
    expect(answers).toContain('/api/v1/bookmarks/{id} 204/404/404');
    const left = (await (await json('GET', '/api/v1/bookmarks', undefined, seeker)).json()) as {
      items: { id: string }[];
    };
    expect(left.items.map((b) => b.id)).not.toContain(bookmarkId);
  });
});
