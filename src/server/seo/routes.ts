import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-deps.ts';

/** Search-engine files served by the app itself (not from the web build). */
export function seoRoutes({ config }: AppDeps) {
  return new Hono<AppEnv>().get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // The API and the dev outbox are not pages; account and admin pages carry noindex instead,
      // so crawlers may fetch them and see it.
      'Disallow: /api/',
      ...(config.isProduction ? [] : ['Disallow: /dev/']),
      '',
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(lines.join('\n'));
  });
}
