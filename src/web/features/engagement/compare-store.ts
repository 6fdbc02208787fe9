import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { COMPARE_LIMIT } from '../../../shared/limits.ts';
import { createChangeSignal } from '../../lib/change-signal.ts';
import { useViewer } from '../../lib/viewer.ts';
import { accountCompareQueryOptions, useSaveAccountCompare } from './api/compare.ts';

const KEY = 'franchisio.compare';
const EMPTY: string[] = [];

function readStorage(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((v): v is string => typeof v === 'string'))].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

/** This browser's list: what a visitor compares, and what a signed-in user's list merges with. */
let ids: string[] = typeof localStorage === 'undefined' ? [] : readStorage();
const changed = createChangeSignal();
/** The account whose stored list was merged in this tab; later changes are saved to it. */
let syncedUserId: string | null = null;

function setIds(next: string[]) {
  ids = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list still works for this tab.
  }
  changed.notify();
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

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/** Saves a list to the signed-in account: the mutation of the one mounted useAccountSync. */
let saveToAccount: ((next: string[]) => void) | null = null;

function change(next: string[]) {
  setIds(next);
  if (syncedUserId) saveToAccount?.(next);
}

/** Adds unless present or full: an extra add is ignored (spec §5). */
function add(id: string): CompareAddResult {
  if (ids.includes(id)) return 'duplicate';
  if (ids.length >= COMPARE_LIMIT) return 'full';
  change([...ids, id]);
  return 'added';
}
const remove = (id: string) => change(ids.filter((x) => x !== id));
const clear = () => change([]);

/**
 * Merges the browser's list with the account's once per sign-in, then keeps them equal. Mounted
 * once, by the header's badge (useCompareCount), which every page shows: a list of cards each
 * with a Compare button then asks for the viewer, the account's list and a mutation once, not
 * once per card (most of the cost of hydrating such a button).
 */
function useAccountSync() {
  const { mutate: save } = useSaveAccountCompare();
  const viewer = useViewer();
  const userId = viewer.status === 'signed-in' ? (viewer.user?.id ?? null) : null;
  const account = useQuery({ ...accountCompareQueryOptions(), enabled: userId !== null });
  const accountIds = account.data?.ids;
  useEffect(() => {
    saveToAccount = save;
    return () => {
      if (saveToAccount === save) saveToAccount = null;
    };
  }, [save]);
  useEffect(() => {
    if (!userId) {
      syncedUserId = null;
      return;
    }
    if (syncedUserId === userId || !accountIds) return;
    const merged = [...new Set([...ids, ...accountIds])].slice(0, COMPARE_LIMIT);
    syncedUserId = userId;
    setIds(merged);
    if (!sameList(merged, accountIds)) save(merged);
  }, [userId, accountIds, save]);
}

export type CompareAddResult = 'added' | 'duplicate' | 'full';

export function useCompare() {
  const current = useSyncExternalStore(
    subscribe,
    () => ids,
    () => EMPTY,
  );
  const has = useCallback((id: string) => current.includes(id), [current]);
  return {
    ids: current,
    count: current.length,
    isFull: current.length >= COMPARE_LIMIT,
    has,
    add,
    remove,
    clear,
  };
}

/** The number for the header's Compare badge; the header also keeps the account's list in sync. */
export function useCompareCount(): number {
  useAccountSync();
  return useCompare().count;
}
