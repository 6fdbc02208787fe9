import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The dev outbox: mail the server would have sent, readable without an SMTP server. Mounted
 * only outside production (production refuses to start without SMTP_URL).
 */
export function devMailboxRoutes({ database }: AppDeps) {
  const outbox = createOutboxRepository(database.db);
  return new Hono<AppEnv>()
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
  <pre>${escapeHtml(m.text)}</pre>
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
