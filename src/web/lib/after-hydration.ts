import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * False in the server's HTML and in the browser's first render of a component, true from its
 * next render on, which follows at once, before the browser paints. Hydration on Preact's
 * runtime keeps the server's attributes as they are (it does not compare them as React does),
 * so whatever only the browser knows (storage, a live socket, a lazy menu's code) is shown
 * from the second render on, never in the render that adopts the server's elements.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * useSyncExternalStore whose first render is the server snapshot on every runtime: React does
 * this while hydrating, Preact's compat layer ignores getServerSnapshot and would hydrate the
 * server's HTML with the browser's value.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMounted() ? value : getServerSnapshot();
}
