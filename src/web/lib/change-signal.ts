/**
 * The subscribe half of a module-level value read with useSyncExternalStore: components
 * subscribe, and whoever changes the value calls `notify`.
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
