/**
 * A small in-process cache for what every visitor asks alike: public catalog reads and the
 * server-rendered pages of signed-out visitors. Answers are kept for `ttlSeconds`
 * (CATALOG_CACHE_SECONDS, 30 by default; 0 turns it off). Bounded: the oldest entries go first.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache(ttlSeconds: number, maxEntries = 2000, now = () => Date.now()): TtlCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return load();
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expires > t) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      // Concurrent callers share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { expires: t + ttlSeconds * 1000, value });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
