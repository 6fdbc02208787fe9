import { type Config, isLoopbackHost } from '../config.ts';

/**
 * The hosts this server answers (issue 31.2, DNS rebinding): a page on an attacker's name that
 * resolves to this machine sends that name as `Host` and `Origin`, so neither may be trusted
 * just because they agree. Served are PUBLIC_ORIGIN's host (and its bare/www twin, which is
 * redirected to it), or on a start without PUBLIC_ORIGIN the loopback names and HOST, each with
 * the listening port or none; plus ALLOWED_HOSTS.
 */
type HostConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT' | 'ALLOWED_HOSTS'>;

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

const cache = new WeakMap<HostConfig, { port: number; hosts: Set<string> }>();

export function servedHosts(config: HostConfig): Set<string> {
  // The port is read on every call: a start on PORT=0 learns its port when it listens (boot.ts).
  const cached = cache.get(config);
  if (cached?.port === config.PORT) return cached.hosts;
  const hosts = new Set(config.ALLOWED_HOSTS);
  if (config.PUBLIC_ORIGIN) {
    const canonical = new URL(config.PUBLIC_ORIGIN);
    hosts.add(canonical.host);
    const port = canonical.port ? `:${canonical.port}` : '';
    hosts.add(
      canonical.hostname.startsWith('www.')
        ? `${canonical.hostname.slice(4)}${port}`
        : `www.${canonical.hostname}${port}`,
    );
  } else {
    const names = [...LOOPBACK_NAMES];
    const configured = config.HOST.toLowerCase();
    if (!WILDCARDS.has(configured) && !isLoopbackHost(configured)) names.push(bracketed(configured));
    for (const name of names) {
      hosts.add(name);
      hosts.add(`${name}:${config.PORT}`);
    }
  }
  cache.set(config, { port: config.PORT, hosts });
  return hosts;
}

export function isServedHost(config: HostConfig, host: string | undefined): boolean {
  return !!host && servedHosts(config).has(host.toLowerCase());
}

/**
 * Whether a browser's `Origin` is one of this site's: PUBLIC_ORIGIN exactly, or (without it) a
 * served host over http or https. Never compared with the request's own Host.
 */
export function isServedOrigin(config: HostConfig, origin: string): boolean {
  if (config.PUBLIC_ORIGIN && origin === config.PUBLIC_ORIGIN) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return false;
  if (config.PUBLIC_ORIGIN) return config.ALLOWED_HOSTS.includes(url.host);
  return servedHosts(config).has(url.host);
}

/** Every origin isServedOrigin accepts, for Better Auth's own origin check (auth.ts). */
export function servedOrigins(config: HostConfig): string[] {
  const hosts = config.PUBLIC_ORIGIN ? config.ALLOWED_HOSTS : [...servedHosts(config)];
  return [
    ...(config.PUBLIC_ORIGIN ? [config.PUBLIC_ORIGIN] : []),
    ...hosts.flatMap((h) => [`http://${h}`, `https://${h}`]),
  ];
}

/**
 * The origin links are built from (canonical links, sitemaps, OG tags, mails): PUBLIC_ORIGIN,
 * else the configured host (localhost for a loopback or wildcard one) and the listening port.
 * Never a request's Host, which whoever sends the request chooses.
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'> & { HOST?: string }): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN;
  const host = (config.HOST ?? 'localhost').toLowerCase();
  const name = WILDCARDS.has(host) || isLoopbackHost(host) ? 'localhost' : bracketed(host);
  return `http://${name}:${config.PORT}`;
}
