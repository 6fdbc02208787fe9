import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { isLoopbackHost } from '../../config.ts';
import { createOutboxRepository } from '../../email/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { Problem } from '../../lib/problem.ts';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * Whether a request comes from this machine: its socket is loopback (an in-process request has
 * none) and nothing it carries says it was forwarded for anyone else, since a proxy on this
 * machine would pass on requests from everywhere.
 */
export function isFromThisMachine(c: Context): boolean {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    return true; // made in-process (tests, the server renderer)
  }
  if (!remote || !isLoopbackHost(remote)) return false;
  for (const name of FORWARDING_HEADERS) {
    const value = c.req.header(name);
    if (!value) continue;
    const addresses =
      name === 'forwarded'
        ? [...value.matchAll(/for="?\[?([^\];",]+)/gi)].map((m) => m[1]!)
        : value.split(',').map((a) => a.trim());
    if (addresses.some((a) => !isLoopbackHost(a))) return false;
  }
  return true;
}

/**
 * The dev outbox: mail the server would have sent, readable without an SMTP server. Mounted
 * only outside production (production refuses to start without SMTP_URL), and it answers only
 * requests from this machine: it holds every code and reset code.
 */
export function devMailboxRoutes({ database }: AppDeps) {
  const outbox = createOutboxRepository(database.db);
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!isFromThisMachine(c)) {
        throw new Problem(403, 'local_only', 'The dev mailbox answers only requests from this machine.');
      }
      await next();
    })
    .get('/mailbox.json', async (c) => {
      const to = c.req.query('to') || undefined;
      return c.json({ messages: await outbox.list({ to, limit: 50 }) });
    })
    .get('/mailbox', async (c) => {
      const messages = await outbox.list({ limit: 50 });
      const items = messages
        .map(
          (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt.toISOString())}</small></header>
  <pre>${escapeHtml(m.text)}</pre>${(m.attachments ?? [])
    .map(
      (a) =>
        `\n  <details><summary>Attachment: ${escapeHtml(a.filename)}</summary><pre>${escapeHtml(a.content)}</pre></details>`,
    )
    .join('')}
</article>`,
        )
        .join('\n');
      return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox | Franchisio</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}small{color:#475569}</style>
</head><body><h1>Dev mailbox</h1>
<p>Mail sent while no <code>SMTP_URL</code> is set, newest first. This page does not exist in production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
    });
}
