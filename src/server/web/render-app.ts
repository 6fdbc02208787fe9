import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { RenderedPage } from '../../web/entry-server.tsx';
import { hasSessionCookie } from '../auth/index.ts';
import type { TtlCache } from '../lib/ttl-cache.ts';

/** How the renderer reaches the API: the app itself, in-process, on behalf of the visitor. */
export type InProcessFetch = (request: Request) => Response | Promise<Response>;

interface RenderScope {
  origin: string;
  cookie: string | undefined;
  /** The visitor's browser, so the API tells a person's page view from a crawler's. */
  userAgent: string | undefined;
  fetch: InProcessFetch;
}

const scope = new AsyncLocalStorage<RenderScope>();
let entry: Promise<typeof import('../../web/entry-server.tsx')> | null = null;

/**
 * The web app's server entry (React and the pages). Loaded on first use, or by `warmRenderer`
 * just after start, so neither start-up nor the first visitor waits for it.
 */
function loadEntry() {
  entry ??= import('../../web/entry-server.tsx').then((module) => {
    // Several apps may share this process (the tests build many), so the transport asks the
    // render in progress which app and which visitor it is for.
    module.setApiTransport((path, init) => {
      const current = scope.getStore();
      if (!current) throw new Error(`API call outside a server render: ${path}`);
      const headers = new Headers(init.headers);
      if (current.cookie) headers.set('cookie', current.cookie);
      if (current.userAgent) headers.set('user-agent', current.userAgent);
      return Promise.resolve(current.fetch(new Request(new URL(path, current.origin), { ...init, headers })));
    });
    return module;
  });
  entry.catch(() => {
    entry = null; // try again on the next render
  });
  return entry;
}

export function warmRenderer(onError: (err: unknown) => void): void {
  loadEntry().catch(onError);
}

/**
 * The page's HTML and query state when it is a server-rendered page (see route-handle.ts),
 * otherwise null and the browser renders it. A signed-out visitor's page is the same for
 * everyone, so it comes from `anonymousPages` when it can.
 */
export async function renderApp(
  request: Request,
  fetch: InProcessFetch,
  anonymousPages: TtlCache,
): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  if (hasSessionCookie(request.headers.get('cookie'))) return render(url, request, fetch);
  return anonymousPages.get(`${url.pathname}${url.search}`, () => render(url, request, fetch));
}

async function render(url: URL, request: Request, fetch: InProcessFetch): Promise<RenderedPage | null> {
  const { renderPage } = await loadEntry();
  const visitor = {
    origin: url.origin,
    cookie: request.headers.get('cookie') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
    fetch,
  };
  // Its own nonce, not the answer's: a visitor's page may be kept and sent in other answers,
  // which each put their nonce in its place (serve-web.ts).
  return scope.run(visitor, () => renderPage(url, newNonce()));
}

/** A CSP nonce: 128 random bits (CSP3 asks for at least that), base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
