/**
 * A development start for the checks that act as people through the API (erasure, matters,
 * fuzz): a fresh data directory with the demo catalog and its franchisor accounts, a super
 * admin made before it starts, and a client that signs people up through the development
 * mailbox as a browser would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { franchisorSignUp, seekerSignUp, strongPassword, uniqueEmail } from '../../tests/helpers/accounts.ts';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from '../../tests/helpers/server-process.ts';
import { client, cookieOf, makeSuperAdmin } from './dev-start.ts';

export interface Person {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface Instance {
  /** The running server's origin (a `promote` restarts it on another port). */
  base: string;
  dataDir: string;
  admin: Person;
  /** Makes an existing account a super admin too, through `admin:create` while the server is stopped. */
  promote(email: string): Promise<void>;
  /** Ends the server process; the data directory stays until the check returns. */
  halt(): Promise<void>;
}

/** Runs `work` on a new development start (with `extraEnv`) and always removes it. */
export async function withInstance<T>(
  work: (instance: Instance) => Promise<T>,
  extraEnv: Record<string, string> = {},
): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-'));
  const dataDir = path.join(root, 'data');
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true', ...extraEnv };
  const adminCreate = (email: string, pw?: string) => makeSuperAdmin(env, email, pw);
  let server: ServerProcess | undefined;
  const halt = async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };
  const boot = async () => {
    server = spawnServer(env, await freePort());
    await waitHealthy(server, 600_000);
    return server.url;
  };
  try {
    const admin = { email: uniqueEmail('probe-admin'), password: strongPassword() };
    adminCreate(admin.email, admin.password);
    const instance: Instance = {
      base: await boot(),
      dataDir,
      admin: { ...admin, id: '', cookie: '' },
      async promote(email) {
        await halt();
        adminCreate(email);
        instance.base = await boot();
      },
      halt,
    };
    instance.admin = { ...admin, ...(await api(instance.base).signIn(admin.email, admin.password)) };
    return await work(instance);
  } finally {
    await halt();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Requests as a browser on the instance's own origin would send them. */
export function api(base: string) {
  const { call } = client(base);
  /** The answer's JSON, or an error naming the request and what it answered. */
  const json = async <T>(method: string, p: string, cookie?: string, body?: unknown): Promise<T> => {
    const res = await call(method, p, cookie, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const signIn = async (email: string, pw: string) => {
    const res = await call('POST', '/api/auth/sign-in/email', undefined, { email, password: pw });
    const body = (await res.json()) as { user?: { id: string } };
    if (!body.user) throw new Error(`sign-in of ${email} answered ${res.status}`);
    return { id: body.user.id, cookie: cookieOf(res) };
  };
  const codes = async (to: string) => {
    const box = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      messages: { text: string }[];
    };
    return box.messages.map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? '');
  };
  /** A verified, signed-in seeker or franchisor, through sign-up and the code in the development mailbox. */
  async function person(
    tag: string,
    role: 'seeker' | 'franchisor' = 'seeker',
    over: Record<string, string> = {},
  ) {
    const email = uniqueEmail(`probe-${tag}`);
    const pw = strongPassword();
    const signUp = role === 'franchisor' ? franchisorSignUp(email, pw) : seekerSignUp(email, pw);
    await json('POST', `/api/v1/accounts/${role === 'franchisor' ? 'franchisor-' : ''}sign-up`, undefined, {
      ...signUp,
      ...over,
    });
    const [otp] = await codes(email);
    const verified = await call('POST', '/api/auth/email-otp/verify-email', undefined, {
      email,
      otp,
      password: pw,
    });
    const me = (await verified.json()) as { user?: { id: string } };
    if (!me.user) throw new Error(`could not make a user: ${verified.status}`);
    return { id: me.user.id, email, password: pw, cookie: cookieOf(verified) } satisfies Person;
  }
  return { call, json, signIn, codes, person };
}
