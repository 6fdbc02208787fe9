import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the next render on (and at
 * once in a component mounted later). React has no hook for "this part only works in the
 * browser": this is its documented means for it, a store whose server snapshot differs from the
 * browser's, which React reads as the server's while hydrating and then renders again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
