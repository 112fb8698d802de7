import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with the toast library (sonner) loaded on the first one instead of with
 * every screen: no screen needs it to show itself. The calls mirror sonner's own, which
 * `AppToaster` draws once loaded (sonner replays toasts made before its toaster mounts, so the
 * first one is not lost).
 */

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The toast library's module, loaded once; a failed load is forgotten, so the next toast tries again. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function show(call: (toast: Sonner['toast']) => unknown): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // A toast whose code cannot be fetched (offline) is dropped: it was only a message.
  loadToasts().then(
    ({ toast }) => call(toast),
    () => undefined,
  );
}

type Show = (message: string, data?: ExternalToast) => void;

export const toast: Show & { success: Show; error: Show } = Object.assign(
  (message: string, data?: ExternalToast) => show((sonner) => sonner(message, data)),
  {
    success: (message: string, data?: ExternalToast) =>
      show((sonner) => sonner.success(message, data)),
    error: (message: string, data?: ExternalToast) => show((sonner) => sonner.error(message, data)),
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: the toaster is drawn from then on. */
export const useToastsWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
