import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { createChangeSignal } from './change-signal.ts';

/**
 * Toasts, loaded on demand: sonner (and the Toaster that shows it) is fetched when the first
 * toast is raised, so a visit that never toasts never downloads it. Sonner replays toasts raised
 * before its Toaster subscribed, so nothing raised while it loads is lost.
 */
let sonner: Promise<typeof import('sonner')> | null = null;
const requested = createChangeSignal();

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    requested.notify();
  }
  return sonner;
}

export const toast = {
  message(title: string, data?: ExternalToast) {
    void loadSonner().then((s) => s.toast(title, data));
  },
  success(title: string, data?: ExternalToast) {
    void loadSonner().then((s) => s.toast.success(title, data));
  },
  error(title: string, data?: ExternalToast) {
    void loadSonner().then((s) => s.toast.error(title, data));
  },
};

/** Whether a toast has been raised, i.e. whether the Toaster must be mounted. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    requested.subscribe,
    () => sonner !== null,
    () => false,
  );
}
