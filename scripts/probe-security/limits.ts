import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from '../../tests/helpers/server-process.ts';
import type { ProbeCheck } from './check.ts';

/** A default start on a new data directory (behind a trusted proxy, so a check speaks from many addresses). */
async function withServer<T>(run: (s: ServerProcess, dataDir: string) => Promise<T>): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-limits-'));
  const dataDir = path.join(root, 'data');
  const server = spawnServer(
    { DATA_DIR: dataDir, SEED_DEMO: 'false', HOST: '', TRUST_PROXY: 'true', NODE_ENV: 'development' },
    await freePort(),
  );
  try {
    await waitHealthy(server, 240_000);
    return await run(server, dataDir);
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function client(base: string) {
  const post = async (p: string, body: unknown, ip: string) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { Origin: base, 'X-Forwarded-For': ip, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const codes = async (to: string) => {
    const res = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    return messages.map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? '');
  };
  /** A verified account; its sign-up and verification come from `ip`. */
  const account = async (ip: string) => {
    const email = `probe-lockout-${Date.now().toString(36)}@example.com`;
    const password = `Pr0be-${Math.random().toString(36).slice(2)}-Quokka`;
    await post(
      '/api/v1/accounts/sign-up',
      {
        email,
        password,
        firstName: 'Probe',
        lastName: 'Owner',
        country: 'US',
        phone: '+1 201 555 0123',
        investmentBudget: '100k-250k',
        investmentTimeline: '6months',
        preferredIndustries: ['Retail'],
        businessExperience: 'some',
      },
      ip,
    );
    const [code] = await codes(email);
    await post('/api/auth/email-otp/verify-email', { email, otp: code, password }, ip);
    return { email, password };
  };
  return { post, codes, account };
}

/** Paths under `dir` whose mode is not 700 (directories) or 600 (files). */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const check = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o777) !== (st.isDirectory() ? 0o700 : 0o600)) wrong.push(p);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) check(path.join(p, name));
  };
  check(dir);
  return wrong;
}

export const checks: ProbeCheck[] = [
  {
    finding: '31.6 targeted lockout',
    run: () =>
      withServer(async (server) => {
        const { post, codes, account } = client(server.url);
        const owner = await account('198.51.100.1');
        // 32 wrong sign-ins from 32 addresses, then the owner on a new address and browser.
        for (let i = 0; i < 32; i++) {
          await post(
            '/api/auth/sign-in/email',
            { email: owner.email, password: `Wrong-${i}` },
            `203.0.113.${i + 1}`,
          );
        }
        const signIn = await post('/api/auth/sign-in/email', owner, '198.51.100.2');
        // The owner asks for a reset code at home; 10 junk attempts from elsewhere; then the right code.
        await new Promise((r) => setTimeout(r, 61_000)); // the sign-up's code mail holds the next for a minute
        await post('/api/auth/email-otp/request-password-reset', { email: owner.email }, '198.51.100.3');
        const code = (await codes(owner.email))[0]!;
        for (let i = 0; i < 10; i++) {
          const otp = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
          await post(
            '/api/auth/email-otp/reset-password',
            { email: owner.email, otp, password: `Junk-${i}-Pr0be-Quokka` },
            `203.0.114.${i + 1}`,
          );
        }
        const reset = await post(
          '/api/auth/email-otp/reset-password',
          { email: owner.email, otp: code, password: `New-Pr0be-${Date.now()}-Quokka` },
          '198.51.100.3',
        );
        return {
          held: signIn === 200 && reset === 200,
          figure: `owner's sign-in after 32 guesses from 32 addresses: ${signIn}; owner's right reset code after 10 junk attempts: ${reset}`,
        };
      }),
  },
  {
    finding: '31.8 data files readable by every local user',
    run: () =>
      withServer(async (_server, dataDir) => {
        const wrong = notPrivate(dataDir);
        const total = fs.readdirSync(dataDir, { recursive: true }).length + 1;
        return {
          held: wrong.length === 0,
          figure: `${wrong.length} of ${total} paths under a new data directory not 700/600${wrong.length ? ` (e.g. ${path.relative(dataDir, wrong[0]!)})` : ''}`,
        };
      }),
  },
];
