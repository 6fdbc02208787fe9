import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { COMPARE_LIMIT } from '../../../shared/limits.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { createChangeSignal } from '../../lib/change-signal.ts';
import { useViewer } from '../accounts/viewer.ts';

const KEY = 'franchisio.compare';
const EMPTY: string[] = [];

function readStorage(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((v): v is string => typeof v === 'string'))].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

let ids: string[] = typeof localStorage === 'undefined' ? [] : readStorage();
const changed = createChangeSignal();
/** The account whose stored list was merged in this tab; later changes are saved to it. */
let syncedUserId: string | null = null;

function setIds(next: string[], save = true) {
  ids = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list still works for this tab.
  }
  changed.notify();
  if (save && syncedUserId) {
    apiFetch('/api/v1/compare', { method: 'PUT', json: { ids: next } }).catch((err) =>
      console.warn('compare list not saved to the account', err),
    );
  }
}

function subscribe(listener: () => void) {
  const unsubscribe = changed.subscribe(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      ids = readStorage();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

export type CompareAddResult = 'added' | 'duplicate' | 'full';

/** Adds unless present or full: an extra add is ignored (spec §5). */
export function addToCompare(id: string): CompareAddResult {
  if (ids.includes(id)) return 'duplicate';
  if (ids.length >= COMPARE_LIMIT) return 'full';
  setIds([...ids, id]);
  return 'added';
}

export function removeFromCompare(id: string) {
  setIds(ids.filter((x) => x !== id));
}

export function clearCompare() {
  setIds([]);
}

/** Merges the browser's list with the account's once per sign-in, then keeps them equal. */
function useAccountSync() {
  const viewer = useViewer();
  const userId = viewer.status === 'signed-in' ? (viewer.user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) {
      syncedUserId = null;
      return;
    }
    if (syncedUserId === userId) return;
    let cancelled = false;
    apiFetch<{ ids: string[] }>('/api/v1/compare')
      .then((account) => {
        if (cancelled) return;
        const merged = [...new Set([...ids, ...account.ids])].slice(0, COMPARE_LIMIT);
        syncedUserId = userId;
        const changed = merged.length !== account.ids.length || merged.some((id, i) => account.ids[i] !== id);
        setIds(merged, changed);
      })
      .catch((err) => console.warn('compare list not loaded from the account', err));
    return () => {
      cancelled = true;
    };
  }, [userId]);
}

export function useCompare() {
  const current = useSyncExternalStore(
    subscribe,
    () => ids,
    () => EMPTY,
  );
  useAccountSync();
  const has = useCallback((id: string) => current.includes(id), [current]);
  return {
    ids: current,
    count: current.length,
    isFull: current.length >= COMPARE_LIMIT,
    has,
    add: addToCompare,
    remove: removeFromCompare,
    clear: clearCompare,
  };
}

/** The number for the header's Compare badge. */
export function useCompareCount(): number {
  return useCompare().count;
}
