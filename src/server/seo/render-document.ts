import { pageTitle } from '../../shared/brand.ts';
import { matchPage } from '../../shared/routes.ts';
import type { AppDeps } from '../app-deps.ts';
import { escapeHtml, jsonForScript } from '../lib/html.ts';
import { siteOrigin } from '../lib/served-hosts.ts';
import { catalogHead } from './catalog-head.ts';
import { offeringHead } from './offering-head.ts';
import { notFoundHead, type PageHead } from './page-head.ts';
import { homeStructuredData } from './structured-data.ts';

/** The head of the page at `url`, as the server knows it before any script runs. */
export async function headFor(url: URL, deps: AppDeps): Promise<PageHead> {
  const match = matchPage(url.pathname);
  if (!match) {
    return notFoundHead(url.pathname);
  }
  const catalog = await catalogHead(url, origin(url, deps), deps);
  if (catalog) return catalog;
  const offering = await offeringHead(url, origin(url, deps), deps);
  if (offering) return offering;
  return {
    title: pageTitle(match.page.title),
    description: match.page.description,
    // One URL per page: no trailing slash, no query (a search result list is the list page).
    canonicalPath: match.page.path === '/' ? '/' : url.pathname.replace(/\/+$/, ''),
    status: 200,
    noindex: match.page.noindex,
    jsonLd: match.page.path === '/' ? homeStructuredData(origin(url, deps)) : undefined,
  };
}

/** Never the request's Host: whoever sends a request chooses it (issue 33.8). */
function origin(_url: URL, deps: AppDeps): string {
  return siteOrigin(deps.config);
}

export async function renderDocument(template: string, url: URL, deps: AppDeps) {
  const head = await headFor(url, deps);
  const base = origin(url, deps);
  const canonical = `${base}${head.canonicalPath}`;
  const image = `${base}${head.image?.path ?? '/og-image.png'}`;
  const imageAlt = head.image?.alt ?? 'Franchisio: discover, compare and fund franchises';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Franchisio">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(deps.config.NODE_ENV === 'production' ? [] : ['<meta name="franchisio:test-hooks" content="on">']),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
  return {
    html: template.replace('<!--app-head-->', tags),
    status: head.status,
    redirectPath: head.redirectPath,
  };
}
