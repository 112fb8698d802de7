import type { SessionData, Store } from 'express-session';

/** How far a session's stored expiry may lag behind its cookie's before a read writes it. */
export const TOUCH_INTERVAL_MS = 60_000;

type Callback = (error?: unknown) => void;

/**
 * Makes a store's `touch` (the UPDATE express-session sends on every read of an unchanged
 * session, to push its expiry on) write at most once a minute per session: a touch that would
 * move the stored expiry by less than the interval is skipped. The row then expires at most a
 * minute before the cookie says, which an idle timeout of hours or days does not notice; a
 * touch that changes the lifetime itself (a shorter or longer maxAge) still writes at once.
 * What was written is remembered in this process only: another server, or this one after a
 * restart, writes once and then throttles too.
 */
export function throttleTouch(
  store: Store,
  options: { intervalMs?: number; now?: () => number } = {},
): Store {
  const intervalMs = options.intervalMs ?? TOUCH_INTERVAL_MS;
  const now = options.now ?? Date.now;
  /** Session id → the expiry last written to the store (ms). */
  const written = new Map<string, number>();
  let lastSweep = now();

  const expiryOf = (session: SessionData): number | undefined => {
    const expires = session.cookie.expires;
    return expires ? new Date(expires).getTime() : undefined;
  };
  const remember = (sid: string, session: SessionData) => {
    const expiry = expiryOf(session);
    if (expiry === undefined) written.delete(sid);
    else written.set(sid, expiry);
    // Forget sessions that have expired, once an interval, so the map holds live ones only.
    if (now() - lastSweep < intervalMs) return;
    lastSweep = now();
    for (const [id, at] of written) if (at < lastSweep) written.delete(id);
  };

  const set = store.set.bind(store);
  store.set = (sid: string, session: SessionData, callback?: Callback) => {
    remember(sid, session);
    set(sid, session, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid: string, callback?: Callback) => {
    written.delete(sid);
    destroy(sid, callback);
  };
  const touch = store.touch?.bind(store);
  if (touch) {
    store.touch = (sid: string, session: SessionData, callback?: () => void) => {
      const before = written.get(sid);
      const expiry = expiryOf(session);
      const moved = before === undefined || expiry === undefined ? Infinity : expiry - before;
      if (moved >= 0 && moved < intervalMs) {
        callback?.();
        return;
      }
      remember(sid, session);
      touch(sid, session, callback);
    };
  }
  return store;
}
