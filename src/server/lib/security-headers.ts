/**
 * The safety headers of every answer, page or API, written out once: a route's own value of
 * one of them wins (e.g. the sandbox policy of served files). The same set and values as
 * Hono's secureHeaders with our policy, without building them again for each answer.
 */
export function securityHeaders(options: {
  isProduction: boolean;
  PUBLIC_ORIGIN?: string;
}): [string, string][] {
  const headers: [string, string][] = [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', contentSecurityPolicy("'self'")],
    [
      'Permissions-Policy',
      [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'bluetooth',
        'hid',
        'magnetometer',
        'gyroscope',
        'accelerometer',
        'browsing-topics',
      ]
        .map((feature) => `${feature}=()`)
        .join(', '),
    ],
  ];
  // A site served over https pins it whatever NODE_ENV says: a staging or test deployment on a
  // public https origin is attacked over plain http just the same.
  if (options.isProduction || options.PUBLIC_ORIGIN?.startsWith('https:')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}

/**
 * The content security policy, with the scripts it allows. Every answer gets `'self'`; a page of
 * the web app gets its own nonce with 'strict-dynamic' (serve-web.ts): its scripts carry the
 * nonce and what they load is trusted through them, and no inline script without it runs.
 */
export function contentSecurityPolicy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
