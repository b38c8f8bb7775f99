/**
 * Whether the shop is offline, and whether the service worker failed to register (spec §4's error
 * flag), shared by the offline banner and the list screens' 'prices may have changed' mark
 * (src/features/offline). Offline: the browser says so, or the worker saw a live call fail on the
 * network; back online when the browser says so or a live call went through (docs/adr/019).
 */
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  offline: boolean;
  workerFailed: boolean;
}

let state: OfflineState = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  workerFailed: false,
};
const listeners = new Set<() => void>();

export const offlineState = (): OfflineState => state;

function update(next: Partial<OfflineState>) {
  if (Object.entries(next).every(([key, value]) => state[key as keyof OfflineState] === value)) return;
  state = { ...state, ...next };
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.offline = String(state.offline);
    if (state.workerFailed) document.documentElement.dataset.workerFailed = 'true';
  }
  for (const listener of listeners) listener();
}

export const setOffline = (offline: boolean) => update({ offline });
export const setWorkerFailed = () => update({ workerFailed: true });

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: OfflineState = { offline: false, workerFailed: false };

/** The state, for a component: online in the built HTML and until the browser says otherwise. */
export const useOfflineState = (): OfflineState =>
  useSyncExternalStore(subscribeOffline, offlineState, () => SERVER_STATE);
