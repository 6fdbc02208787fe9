/**
 * Decision 0003: a browser request is foreign when its `Origin` is neither the request's own
 * origin nor PUBLIC_ORIGIN, or when it has no Origin and `Sec-Fetch-Site` says `cross-site`.
 * Used for state-changing API requests (app.ts) and the realtime socket's upgrade.
 */
export function isForeignOrigin(input: {
  origin: string | undefined;
  fetchSite: string | undefined;
  requestUrl: string;
  publicOrigin?: string;
}): boolean {
  const own = [new URL(input.requestUrl).origin];
  if (input.publicOrigin) own.push(input.publicOrigin);
  return input.origin ? !own.includes(input.origin) : input.fetchSite === 'cross-site';
}
