/**
 * A development start for the checks that need no demo catalog (socket, accounts, audit): a fresh
 * data directory, super admins made before it starts, and a client that signs people up through
 * the development mailbox as a browser would. The checks that act on the demo catalog use
 * `instance.ts`, which seeds it.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from '../../tests/helpers/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const password = () => `Pr0be-${randomUUID().slice(0, 8)}-Quokka`;
let counter = 0;
export const address = (tag: string) => `probe-${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

/** `npm run admin:create` on the data directory `env` names, while no server holds it. */
export function makeSuperAdmin(env: Record<string, string>, email: string, pw?: string) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      '--email',
      email,
      '--name',
      'Probe Admin',
      ...(pw ? ['--password', pw] : []),
    ],
    { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
}

/** A development start on a fresh data directory, with these super admins and `extra` settings. */
export async function start(
  superAdmins: { email: string; password: string }[] = [],
  extra: Record<string, string> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false', ...extra };
  for (const admin of superAdmins) makeSuperAdmin(env, admin.email, admin.password);
  const server: ServerProcess = spawnServer(env, await freePort());
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(server, 240_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: server.url, stop };
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** Requests as a browser on the server's own origin would send them. */
export function client(base: string) {
  const call = (method: string, p: string, cookie?: string, body?: unknown) =>
    fetch(`${base}${p}`, {
      method,
      headers: {
        Origin: base,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
  const signIn = async (email: string, pw: string) =>
    cookieOf(await call('POST', '/api/auth/sign-in/email', undefined, { email, password: pw }));
  /** The newest code mailed to `email`, from the development mailbox. */
  const code = async (email: string) => {
    const box = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { text: string }[];
    };
    return box.messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  };
  /** A verified, signed-in seeker, through sign-up and the code in the development mailbox. */
  async function user(tag: string) {
    const email = address(tag);
    const pw = password();
    await call('POST', '/api/v1/accounts/sign-up', undefined, {
      email,
      password: pw,
      firstName: 'Probe',
      lastName: 'Person',
      country: 'US',
      phone: '+1 201 555 0123',
      investmentBudget: '100k-250k',
      investmentTimeline: '6months',
      preferredIndustries: ['Retail'],
      businessExperience: 'some',
    });
    const verified = await call('POST', '/api/auth/email-otp/verify-email', undefined, {
      email,
      otp: await code(email),
      password: pw,
    });
    const me = (await verified.json()) as { user?: { id: string } };
    if (!me.user) throw new Error(`could not make a user: ${verified.status}`);
    return { id: me.user.id, email, password: pw, cookie: cookieOf(verified) };
  }
  return { call, signIn, code, user };
}
