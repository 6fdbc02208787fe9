import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { SERVER_STATE_ID } from '../../shared/server-state.ts';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { jsonForScript } from '../lib/html.ts';
import { contentSecurityPolicy } from '../lib/security-headers.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { renderDocument } from '../seo/index.ts';
import { type InProcessFetch, newNonce, renderApp } from './render-app.ts';

/**
 * Serves the built single-page app: hashed assets with a year of caching, and for every other
 * path the HTML shell with that page's head (title, description, canonical) already in it.
 * Pages marked server-rendered come with their HTML and query state too; `fetchApi` is how
 * their renderer calls the API (the app itself, in-process).
 */
export function webRoutes(
  deps: AppDeps,
  fetchApi: (request: Request, env: unknown) => Response | Promise<Response>,
) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), deps.config.webDistDir);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A stale hashed asset is a plain 404, not the HTML 404 page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Top-level files of public/ (favicon, robots.txt …). Paths without an extension are pages.
  const publicFiles = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) =>
    /\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith('.html') ? publicFiles(c, next) : next(),
  );
  const anonymousPages = createTtlCache(deps.config.CATALOG_CACHE_SECONDS, 200);
  // Visitors' pages show the catalog: a change to it drops them with the catalog's own cache.
  deps.catalogChanges.subscribe(() => anonymousPages.clear());
  let template: string | null = null;
  app.get('*', compress(), async (c) => {
    template ??= readTemplate(deps.config.webDistDir);
    if (!template) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    const url = new URL(c.req.url);
    // Only the app's own scripts run: the template's, which get this answer's nonce here (before
    // any content is in it), and what they load ('strict-dynamic').
    const nonce = newNonce();
    c.header('Content-Security-Policy', contentSecurityPolicy(`'nonce-${nonce}' 'strict-dynamic'`));
    const shell = await renderDocument(
      template.replaceAll('<script ', `<script nonce="${nonce}" `),
      url,
      deps,
    );
    // A record opened under another route (a franchise under another market's path, an AI tool
    // under /software/…) moves for good: rendering its page here would only render a redirect.
    if (shell.redirectPath) return c.redirect(`${shell.redirectPath}${url.search}`, 301);
    const fetchForVisitor: InProcessFetch = (request) => fetchApi(request, c.env);
    const page = await renderApp(c.req.raw, fetchForVisitor, anonymousPages).catch((err: unknown) => {
      // The browser can still render the page: send the plain shell rather than an error.
      c.var.log.warn({ err, path: c.req.path }, 'server render failed');
      return null;
    });
    // A server-rendered page can carry the visitor's own data: no shared cache may keep it.
    c.header('Cache-Control', 'private, no-cache');
    if (!page) return c.html(shell.html, shell.status);
    // A function, so a `$` in the page's text is not read as a replacement pattern.
    const html = shell.html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`)}</div><script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`,
    );
    return c.html(html, shell.status);
  });
  return app;
}

function readTemplate(webDistDir: string): string | null {
  const file = path.join(webDistDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
