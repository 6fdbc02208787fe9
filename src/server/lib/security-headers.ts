/**
 * The safety headers of every answer, page or API, written out once: a route's own value of
 * one of them wins (e.g. the sandbox policy of served files). The same set and values as
 * Hono's secureHeaders with our policy, without building them again for each answer.
 */
export function securityHeaders(options: { isProduction: boolean }): [string, string][] {
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
    [
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    ],
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
  if (options.isProduction) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}
