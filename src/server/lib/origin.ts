import type { Config } from '../config.ts';
import { isServedOrigin } from './served-hosts.ts';

/**
 * Decision 0003: a browser request is foreign when its `Origin` is not one this site serves
 * (served-hosts.ts; never compared with the request's own Host, which a rebinding attacker
 * chooses together with Origin), or when it has no Origin and `Sec-Fetch-Site` says
 * `cross-site`. Used for state-changing API requests (app.ts) and the realtime socket's upgrade.
 */
export function isForeignOrigin(input: {
  origin: string | undefined;
  fetchSite: string | undefined;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT' | 'ALLOWED_HOSTS'>;
}): boolean {
  return input.origin ? !isServedOrigin(input.config, input.origin) : input.fetchSite === 'cross-site';
}
