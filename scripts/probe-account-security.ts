/**
 * Replays the account-security findings (codes, limits, pending accounts) against a real server process (default
 * settings, a fresh embedded database) and prints one figure per finding. Run it before and
 * after a change to see what moved:
 *
 *   npx tsx scripts/probe-account-security.ts
 *
 * Mail is read from the dev outbox at /dev/mailbox.json (over loopback).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-'));
const port = await freePort();
// HOST left unset, as on a default `npm start`; TRUST_PROXY lets the probe speak from several addresses.
const server: ServerProcess = spawnServer(
  { DATA_DIR: dataDir, SEED_DEMO: 'true', HOST: '', TRUST_PROXY: 'true', NODE_ENV: 'development' },
  port,
);
const base = server.url;
const results: [string, string][] = [];
const report = (finding: string, figure: string) => {
  results.push([finding, figure]);
  console.log(`${finding}: ${figure}`);
};

let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

async function post(
  p: string,
  body: unknown,
  opts: { ip?: string; cookie?: string; form?: boolean; raw?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = { Origin: base, 'X-Forwarded-For': opts.ip ?? freshIp() };
  if (opts.cookie) headers.Cookie = opts.cookie;
  let payload: string | undefined;
  if (opts.raw !== undefined) {
    payload = opts.raw;
    headers['Content-Type'] = opts.contentType ?? 'application/json';
  } else if (opts.form) {
    payload = new URLSearchParams(body as Record<string, string>).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${base}${p}`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

async function mails(to: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  if (!res.ok) return [];
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}
const codeOf = (m?: { text: string }) => m?.text.match(/\b(\d{6})\b/)?.[1] ?? '';

let emailCounter = 0;
const email = (tag: string) => `probe-${tag}-${Date.now().toString(36)}-${emailCounter++}@example.com`;
const seeker = (e: string, password: string) => ({
  email: e,
  password,
  firstName: 'Probe',
  lastName: 'Person',
  country: 'US',
  phone: '+1 201 555 0123',
  investmentBudget: '100k-250k',
  investmentTimeline: '6months',
  preferredIndustries: ['Retail'],
  businessExperience: 'some',
});

async function verifiedUser(tag: string) {
  const e = email(tag);
  const password = `Pr0be-${Math.random().toString(36).slice(2)}-Quokka`;
  const ip = freshIp();
  await post('/api/v1/accounts/sign-up', seeker(e, password), { ip });
  const code = codeOf((await mails(e))[0]);
  const v = await post('/api/auth/email-otp/verify-email', { email: e, otp: code, password }, { ip });
  return { email: e, password, cookie: cookieOf(v.headers), status: v.status };
}

const rssKb = () => {
  try {
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

try {
  await waitHealthy(server, 180_000);

  // 1. Account takeover by registering first.
  {
    const e = email('takeover');
    const attackerPassword = 'Attacker-Chose-This-1!';
    const ownerPassword = 'Owner-Chose-Another-2!';
    await post('/api/v1/accounts/sign-up', seeker(e, attackerPassword));
    await new Promise((r) => setTimeout(r, 61_000)); // past any resend cooldown
    await post('/api/v1/accounts/sign-up', seeker(e, ownerPassword));
    const code = codeOf((await mails(e))[0]);
    const verify = await post('/api/auth/email-otp/verify-email', {
      email: e,
      otp: code,
      password: ownerPassword,
    });
    const attacker = await post('/api/auth/sign-in/email', { email: e, password: attackerPassword });
    const owner = await post('/api/auth/sign-in/email', { email: e, password: ownerPassword });
    report(
      'F1 takeover',
      `owner's verify ${verify.status}; attacker's password then signs in: ${attacker.status === 200 ? 'YES' : `no (${attacker.status})`}; owner's password: ${owner.status}`,
    );
  }

  // 2. The default start publishes every code.
  {
    let listening = 'unknown';
    try {
      listening = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)[3]!;
    } catch {
      // ss missing
    }
    // Another loopback address than the one a loopback-only server binds: it answers only when
    // the server listens on every interface (the probe never leaves this machine).
    let otherAddress = 'connection refused';
    try {
      const res = await fetch(`http://127.0.0.2:${port}/dev/mailbox.json`);
      const body = await res.text();
      otherAddress = `${res.status}${res.ok ? `, ${(JSON.parse(body) as { messages: unknown[] }).messages.length} mails readable` : ''}`;
    } catch {
      // refused: not listening there
    }
    const proxied = await fetch(`${base}/dev/mailbox.json`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    report(
      'F2 mailbox',
      `listening on ${listening}; /dev/mailbox.json at 127.0.0.2 (stands for any other interface): ${otherAddress}; through a proxy on loopback for 203.0.113.9: ${proxied.status}`,
    );
  }

  // 3. Sign-in limit: form-encoded guesses, and the owner locked out by someone else's guesses.
  {
    const u = await verifiedUser('guess');
    const ip = freshIp();
    let first429 = 0;
    for (let i = 1; i <= 20; i++) {
      const r = await post(
        '/api/auth/sign-in/email',
        { email: u.email, password: `wrong-${i}` },
        { ip, form: true },
      );
      if (r.status === 429 || r.status === 415) {
        first429 = i;
        break;
      }
    }
    const right = await post(
      '/api/auth/sign-in/email',
      { email: u.email, password: u.password },
      { ip, form: true },
    );
    report(
      'F3 form-encoded guesses',
      `${first429 ? `refused at attempt ${first429}` : '20 wrong guesses, no 429'}; then the right password form-encoded: ${right.status}`,
    );
    const v = await verifiedUser('lockout');
    const attackerIp = freshIp();
    for (let i = 0; i < 12; i++) {
      await post('/api/auth/sign-in/email', { email: v.email, password: `wrong-${i}` }, { ip: attackerIp });
    }
    const owner = await post('/api/auth/sign-in/email', { email: v.email, password: v.password });
    report('F3 owner after 12 wrong JSON guesses from elsewhere', `owner's sign-in ${owner.status}`);
  }

  // 4. Codes mailed without limit.
  {
    const e = email('burst');
    await post('/api/v1/accounts/sign-up', seeker(e, 'Burst-Probe-Pass-77!'));
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await post('/api/auth/send-verification-email', { email: e })).status);
    }
    const viaCore = (await mails(e)).length - 1;
    for (let i = 0; i < 10; i++) {
      await post('/api/auth/email-otp/send-verification-otp', { email: e, type: 'email-verification' });
      await post('/api/v1/accounts/sign-up', seeker(e, 'Burst-Probe-Pass-77!'));
    }
    const total = (await mails(e)).length;
    report(
      'F4 codes per address',
      `${viaCore} of 30 /send-verification-email sent (${((Date.now() - started) / 1000).toFixed(0)} s, statuses ${[...new Set(statuses)].join('/')}); ${total} mails in total to one address after 10 more resends and 10 sign-ups`,
    );
    const list = (await (await fetch(`${base}/api/v1/opportunities?limit=1`)).json()) as {
      items?: { id: string }[];
      data?: { id: string }[];
    };
    const id = (list.items ?? list.data ?? [])[0]?.id;
    if (id) {
      const victim = email('relay');
      const spam = 'Cheap pills at http://spam.example';
      await post(`/api/v1/opportunities/${id}/information-requests`, {
        name: 'Visit http://spam.example',
        email: victim,
        message: spam,
      });
      const [confirmation] = await mails(victim);
      report(
        'F4 lead confirmation',
        confirmation
          ? `sent to the given address; carries the sender's text: ${confirmation.text.includes('spam.example') ? 'YES' : 'no'}`
          : 'no confirmation mail',
      );
    }
  }

  // 5. Deletion: the other paths, the password, and what is left.
  {
    const u = await verifiedUser('delete');
    const viaBetterAuth = await post('/api/auth/delete-user', {}, { cookie: u.cookie });
    const viaAdminPlugin = await post('/api/auth/admin/remove-user', { userId: 'x' }, { cookie: u.cookie });
    const noPassword = await post('/api/v1/me/delete', { confirmEmail: u.email }, { cookie: u.cookie });
    const deleted = await post(
      '/api/v1/me/delete',
      { confirmEmail: u.email, password: u.password },
      { cookie: u.cookie },
    );
    const kept = (await mails(u.email)).length;
    const after = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    report(
      'F5 deletion',
      `/api/auth/delete-user ${viaBetterAuth.status}; admin/remove-user ${viaAdminPlugin.status}; /me/delete without password ${noPassword.status}, with it ${deleted.status}; mails still kept for the address ${kept}; sign-in afterwards ${after.status}`,
    );
  }

  // 6. Better Auth's admin plugin.
  {
    const u = await verifiedUser('admin-plugin');
    const statuses = [];
    for (const p of [
      '/admin/impersonate-user',
      '/admin/set-user-password',
      '/admin/create-user',
      '/admin/list-users',
    ]) {
      statuses.push(
        (await post(`/api/auth${p}`, { userId: 'x', newPassword: '12345678' }, { cookie: u.cookie })).status,
      );
    }
    report(
      'F6 admin plugin',
      `impersonate / set-user-password / create-user / list-users: ${statuses.join(' / ')}`,
    );
  }

  // 9. E-mail change: other sessions, and the old address.
  {
    const u = await verifiedUser('move');
    const other = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const newEmail = email('moved');
    await post('/api/v1/me/email-change', { newEmail, password: u.password }, { cookie: u.cookie });
    const confirm = await post(
      '/api/auth/email-otp/change-email',
      { newEmail, otp: codeOf((await mails(newEmail))[0]) },
      { cookie: u.cookie },
    );
    const otherMe = (await (
      await fetch(`${base}/api/v1/me`, { headers: { Cookie: cookieOf(other.headers) } })
    ).json()) as { user: unknown };
    const notice = (await mails(u.email)).find((m) => /was changed/.test(m.subject));
    const token = notice?.text.match(/restore-email\?token=([\w-]+)/)?.[1];
    const undo = token ? await post('/api/v1/accounts/email-change/undo', { token }) : null;
    report(
      'F9 e-mail change',
      `confirm ${confirm.status}; other session afterwards ${otherMe.user ? 'still signed in' : 'signed out'}; old address told: ${notice ? 'yes, with an undo link' : 'no'}; undo ${undo?.status ?? 'n/a'}`,
    );
  }

  // 10. Weak passwords.
  {
    const weak = ['        ', 'P@ssw0rd', 'Password123!', 'Summer2024!', 'franchisio1'];
    let refused = 0;
    for (const password of weak) {
      if ((await post('/api/v1/accounts/sign-up', seeker(email('weak'), password))).status === 400) refused++;
    }
    const own = email('own');
    if ((await post('/api/v1/accounts/sign-up', seeker(own, own))).status === 400) refused++;
    report(
      'F10 weak passwords',
      `${refused} of ${weak.length + 1} refused (8 spaces, P@ssw0rd, Password123!, Summer2024!, franchisio1, the e-mail itself)`,
    );
  }

  // 7. A 100 MB body, four at once.
  {
    const before = rssKb();
    const big = `{"name":"${'x'.repeat(100 * 1024 * 1024)}"}`;
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/v1/contact-messages', undefined, { raw: big })
          .then((r) => r.status)
          .catch(() => 0),
      ),
    );
    const peak = rssKb();
    report(
      'F7 100 MB JSON x4',
      `statuses ${statuses.join('/')} in ${(performance.now() - t0).toFixed(0)} ms; server RSS ${(before / 1024).toFixed(0)} → ${(peak / 1024).toFixed(0)} MB`,
    );
  }

  // 8. Inputs that answered 500.
  {
    const u = await verifiedUser('fuzz');
    const cases: [string, () => Promise<{ status: number; text: string }>][] = [
      [
        'NUL in sign-in e-mail',
        () => post('/api/auth/sign-in/email', { email: 'a\u0000@x.com', password: 'x' }),
      ],
      [
        'NUL in contact name',
        () =>
          post('/api/v1/contact-messages', {
            name: 'a\u0000b',
            email: 'a@example.com',
            subject: 'Hello',
            message: 'Hello there, a message.',
          }),
      ],
      [
        'NUL in search',
        async () => {
          const r = await fetch(`${base}/api/v1/opportunities?q=a%00b`);
          return { status: r.status, text: await r.text() };
        },
      ],
      [
        'NUL in id',
        async () => {
          const r = await fetch(`${base}/api/v1/opportunities/a%00b`);
          return { status: r.status, text: await r.text() };
        },
      ],
      [
        'NUL in profile',
        () =>
          post('/api/v1/me/profile', undefined, {
            raw: JSON.stringify({ firstName: 'a\u0000' }),
            cookie: u.cookie,
          }),
      ],
      ...[
        '/sign-in/email',
        '/email-otp/verify-email',
        '/email-otp/send-verification-otp',
        '/email-otp/request-password-reset',
        '/email-otp/reset-password',
        '/change-password',
      ].map(
        (p) =>
          [`null body ${p}`, () => post(`/api/auth${p}`, undefined, { raw: 'null', cookie: u.cookie })] as [
            string,
            () => Promise<{ status: number; text: string }>,
          ],
      ),
      [
        '1 MB e-mail sign-in',
        () => post('/api/auth/sign-in/email', { email: `${'a'.repeat(1024 * 1024)}@x.com`, password: 'x' }),
      ],
      [
        '1 MB e-mail reset',
        () =>
          post('/api/auth/email-otp/request-password-reset', { email: `${'a'.repeat(1024 * 1024)}@x.com` }),
      ],
      [
        'deep JSON change-password',
        () =>
          post('/api/auth/change-password', undefined, {
            raw: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
            cookie: u.cookie,
          }),
      ],
    ];
    let fiveHundreds = 0;
    let leaks = 0;
    for (const [, run] of cases) {
      const r = await run().catch(() => ({ status: 0, text: '' }));
      if (r.status >= 500) fiveHundreds++;
      if (/syntax|relation|column|violat|invalid byte|postgres|sql/i.test(r.text)) leaks++;
    }
    report(
      'F8 known bad inputs',
      `${fiveHundreds} of ${cases.length} answer 5xx; ${leaks} answers mention SQL or database text`,
    );
  }

  // 11. Smaller holes.
  {
    const u = await verifiedUser('small');
    const ip = freshIp();
    let guessed = 0;
    for (let i = 0; i < 40; i++) {
      const r = await post('/api/auth/verify-password', { password: `wrong-${i}` }, { ip, cookie: u.cookie });
      if (r.status === 429 || r.status === 404) break;
      guessed++;
    }
    const signIn = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const tokenInJson = /"token"\s*:\s*"[^"]+"/.test(signIn.text);
    const sessions = await fetch(`${base}/api/v1/me/sessions`, {
      headers: { Cookie: cookieOf(signIn.headers) },
    });
    const sessionBody = (await sessions.json()) as { sessions: { ipAddress: string | null }[] };
    const bookmarks = await fetch(`${base}/api/v1/bookmarks`, {
      headers: { Cookie: cookieOf(signIn.headers) },
    });
    const home = await fetch(`${base}/`, { headers: { Cookie: cookieOf(signIn.headers) } });
    report(
      'F11 smaller holes',
      [
        `verify-password wrong guesses before refusal: ${guessed}${guessed === 40 ? ' (no limit)' : ''}`,
        `session token in sign-in JSON: ${tokenInJson ? 'yes' : 'no'}`,
        `session IP recorded: ${JSON.stringify(sessionBody.sessions.map((s) => s.ipAddress))}`,
        `Cache-Control bookmarks: ${bookmarks.headers.get('cache-control')}; page: ${home.headers.get('cache-control')}`,
        `Permissions-Policy: ${home.headers.get('permissions-policy') ?? 'none'}`,
      ].join('; '),
    );
  }

  // 11. A restart right after a crash, on the same data directory.
  {
    let refused = 0;
    const rounds = 3;
    for (let i = 0; i < rounds; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-probe-crash-'));
      const first = spawnServer(
        { DATA_DIR: dir, SEED_DEMO: 'false', NODE_ENV: 'development' },
        await freePort(),
      );
      await waitHealthy(first, 180_000);
      first.child.kill('SIGKILL');
      const second = spawnServer(
        { DATA_DIR: dir, SEED_DEMO: 'false', NODE_ENV: 'development' },
        await freePort(),
      );
      try {
        await waitHealthy(second, 180_000);
      } catch {
        if (/is in use by process/.test(second.output())) refused++;
      }
      second.child.kill('SIGTERM');
      await second.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
    report('F11 restart after SIGKILL', `${refused} of ${rounds} restarts refused`);
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nsummary');
for (const [finding, figure] of results) console.log(`  ${finding}: ${figure}`);
