import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isProxyRange, type TrustedProxies } from './lib/forwarded-for.ts';

/**
 * Configuration, read once from the environment. Every variable has an embedded default so
 * `npm start` needs nothing set; `.env.example` lists them all.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** "Label: value; Label: value": the lines of a bank account shown on an invoice. */
const bankDetails = z
  .string()
  .refine(
    (v) => v.split(';').every((part) => /^[^:]+:\s*\S/.test(part.trim())),
    'must be "Label: value" pairs separated by ";", e.g. "Account name: Acme Ltd; IBAN: GB33 …"',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 while mail goes to the dev outbox (no SMTP_URL), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * At most this many connections to PostgreSQL. Default: PostgreSQL's rule of thumb for a
   * database on this machine, cores × 2 + 1. More run no faster: they take turns for the cores
   * inside PostgreSQL, where waiting costs CPU too (decision 0009). Set it for a database server
   * with more cores of its own.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(200)
    .default(() => availableParallelism() * 2 + 1),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://www.example.com' })
    .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Franchisio <no-reply@franchisio.com>'),
  OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).default('team@franchisio.com'),
  SEED_DEMO: boolish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Build the web app at start when stale. Default: yes in development, never in production. */
  BUILD_WEB: boolish.optional(),
  /**
   * The proxies in front whose X-Forwarded-For is believed: `false` (none, the default), `true`
   * (the one proxy directly in front, as with the README's nginx), a number of hops, or a
   * comma-separated list of proxy addresses and CIDR ranges (`loopback`, `linklocal` and
   * `uniquelocal` stand for theirs). The client is the right-most address no trusted proxy wrote.
   */
  TRUST_PROXY: z
    .string()
    .transform((v, ctx): TrustedProxies => {
      const value = v.trim().toLowerCase();
      if (['false', '0', 'no'].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const ranges = value
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      if (ranges.length && ranges.every(isProxyRange)) return ranges;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a number of proxies or a list of proxy addresses/CIDR ranges',
      });
      return z.NEVER;
    })
    .default(false),
  /**
   * More host names (with a port when it is not the default) the server answers besides
   * PUBLIC_ORIGIN's, or besides the loopback names and HOST on a start without PUBLIC_ORIGIN:
   * comma-separated, e.g. `franchisio.internal:3000`. Any other Host is refused (421).
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/,
            'must be host names such as app.internal:3000, separated by commas',
          ),
      ),
    )
    .default([]),
  /** Where the built web app is served from (and built to by npm start). */
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  /** Signs session cookies; without it a secret is generated once and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * After SIGTERM, how long the instance still takes new connections while its readiness already
   * answers 503, so the proxy's health check moves traffic away before the listener closes: a
   * connection still queued in the listener when it closes is reset, and a proxy may not send a
   * POST again.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  /** How long public catalog reads (lists, searches, details) are cached in process; 0 = off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** When the housekeeping job runs (cron, UTC): hourly at minute 7 by default. */
  HOUSEKEEPING_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields, e.g. "7 * * * *"')
    .default('7 * * * *'),
  // Payments (modules/membership): each provider is used only when its keys are set; without
  // them a paid plan is billed by an invoice an admin marks paid.
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Another Stripe API endpoint (a local fake in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_/, 'must start with rzp_').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Another Razorpay API endpoint (a local fake in tests). */
  RAZORPAY_API_BASE: z.url().optional(),
  /**
   * The payee's bank account an offline invoice is paid to, one per billing currency, as
   * "Label: value" pairs separated by ";" (shown line by line on the invoice and its e-mail).
   * The defaults are demo accounts: set real ones before billing anyone.
   */
  BANK_DETAILS_USD: bankDetails.default(
    'Account name: Franchisio Inc.; Bank: JPMorgan Chase Bank, N.A., New York; Account number: 000123456789; ABA routing number: 021000021; SWIFT: CHASUS33',
  ),
  BANK_DETAILS_GBP: bankDetails.default(
    'Account name: Franchisio Ltd; Bank: Barclays Bank UK PLC; Sort code: 20-20-15; Account number: 55555555; IBAN: GB33 BUKB 2020 1555 5555 55; SWIFT: BUKBGB22',
  ),
  BANK_DETAILS_INR: bankDetails.default(
    'Account name: Franchisio India Pvt Ltd; Bank: HDFC Bank, Fort branch, Mumbai; Account number: 50200012345678; IFSC: HDFC0000060',
  ),
  // S3-compatible storage (storage/s3.ts): with S3_BUCKET set, files go there instead of DATA_DIR.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another endpoint than AWS (MinIO, R2, a test server), e.g. http://127.0.0.1:9000. */
  S3_ENDPOINT: z.url().optional(),
  /** Path-style addressing (http://host/bucket/key), which MinIO and most test servers need. */
  S3_FORCE_PATH_STYLE: boolish.default(false),
  /** Without these the SDK's own chain is used (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prefix of every object key, so several apps can share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)*\/$/, 'must be a path ending in "/", e.g. "franchisio/"')
    .optional(),
  /** Bearer token for GET /api/metrics; without it metrics answer only to this machine. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Search engines (src/server/seo): each submission is made only when its key is set.
  /** A Google service account's JSON key (client_email, private_key) with the Indexing API enabled. */
  GOOGLE_INDEXING_CREDENTIALS: z
    .string()
    .transform((text, ctx) => {
      try {
        const key = JSON.parse(text) as Record<string, unknown>;
        if (typeof key.client_email === 'string' && typeof key.private_key === 'string') {
          return {
            clientEmail: key.client_email,
            privateKey: key.private_key,
            tokenUri:
              typeof key.token_uri === 'string' ? key.token_uri : 'https://oauth2.googleapis.com/token',
          };
        }
      } catch {}
      ctx.addIssue({
        code: 'custom',
        message: 'must be a service account JSON key with client_email and private_key',
      });
      return z.NEVER;
    })
    .optional(),
  /** Another Indexing API endpoint (a local fake in tests). */
  GOOGLE_INDEXING_API_BASE: z.url().default('https://indexing.googleapis.com'),
  /** IndexNow key (8–128 letters, digits or dashes); the app serves it at /{key}.txt. */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or dashes')
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  /** Bing Webmaster Tools API key (URL submission). */
  BING_WEBMASTER_API_KEY: z.string().min(8).optional(),
  BING_API_BASE: z.url().default('https://ssl.bing.com'),
  /**
   * Where the sitemap is pinged after it is rebuilt: URLs separated by commas, `{sitemap}`
   * standing for the sitemap's URL. None by default (Google and Bing retired their ping URLs).
   */
  SITEMAP_PING_URLS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url()
          .refine((u) => u.includes('{sitemap}') || u.includes('%7Bsitemap%7D'), 'must contain {sitemap}'),
      ),
    )
    .default([]),
});

export type Config = Omit<z.infer<typeof envSchema>, 'HOST' | 'BUILD_WEB'> & {
  BUILD_WEB: boolean;
  /** The interface to listen on (see HOST above). */
  HOST: string;
  /** Where mail goes: an SMTP server, or the dev outbox read at /dev/mailbox. */
  mailTransport: 'smtp' | 'outbox';
  dataDir: string;
  storageDir: string;
  pgliteDir: string;
  webDistDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty string means "not set", as shells and .env files often leave it.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // Secrets and connection URLs (which may hold a password) are never echoed to the log.
    const shown = /SECRET|PASSWORD|_KEY|_URL$|CREDENTIALS/.test(name)
      ? '(value hidden)'
      : `"${env[name] ?? ''}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${shown})`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (the dev outbox is never exposed in production)',
    );
  }
  // The dev outbox holds every code and reset code: without SMTP the server stays on this machine.
  if (!c.SMTP_URL && c.HOST && !isLoopbackHost(c.HOST)) {
    throw new ConfigError(
      `Invalid configuration: HOST=${c.HOST} would let anyone on the network read the dev outbox (every e-mailed code); set SMTP_URL to send mail, or leave HOST unset to listen on this machine only`,
    );
  }
  if (!!c.STRIPE_SECRET_KEY !== !!c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (a payment nobody can confirm would never activate a membership)',
    );
  }
  const razorpaySet = [c.RAZORPAY_KEY_ID, c.RAZORPAY_KEY_SECRET, c.RAZORPAY_WEBHOOK_SECRET].filter(
    Boolean,
  ).length;
  if (razorpaySet !== 0 && razorpaySet !== 3) {
    throw new ConfigError(
      'Invalid configuration: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together',
    );
  }
  if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, to use the SDK credential chain)',
    );
  }
  if ((c.GOOGLE_INDEXING_CREDENTIALS || c.INDEXNOW_KEY || c.BING_WEBMASTER_API_KEY) && !c.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_ORIGIN is required with GOOGLE_INDEXING_CREDENTIALS, INDEXNOW_KEY or BING_WEBMASTER_API_KEY (search engines are sent the public URLs of pages)',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    HOST: c.HOST ?? (c.SMTP_URL ? '0.0.0.0' : '127.0.0.1'),
    // Production serves what `npm run build` made at build time; it never builds at start.
    BUILD_WEB: c.BUILD_WEB ?? c.NODE_ENV !== 'production',
    mailTransport: c.SMTP_URL ? 'smtp' : 'outbox',
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    pgliteDir: path.join(dataDir, 'pglite'),
    webDistDir: path.resolve(c.WEB_DIST_DIR),
    isProduction: c.NODE_ENV === 'production',
  };
}

/** localhost, 127.0.0.0/8 or ::1 (with or without brackets or an IPv4-mapped prefix). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/, '');
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}
