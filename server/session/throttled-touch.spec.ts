import type { SessionData, Store } from 'express-session';
import { describe, expect, it, vi } from 'vitest';
import { throttleTouch } from './throttled-touch.js';

const session = (expires: number) => ({ cookie: { expires: new Date(expires) } }) as SessionData;

function fakeStore() {
  const touch = vi.fn((_sid: string, _session: SessionData, callback?: () => void) => callback?.());
  const set = vi.fn((_sid: string, _session: SessionData, callback?: () => void) => callback?.());
  const destroy = vi.fn((_sid: string, callback?: () => void) => callback?.());
  const store = { touch, set, destroy } as unknown as Store;
  return { store, touch };
}

describe('throttleTouch', () => {
  const day = 24 * 3600 * 1000;

  it('skips a touch that moves the expiry by less than a minute, and answers it', () => {
    let now = 0;
    const { store, touch } = fakeStore();
    throttleTouch(store, { now: () => now });
    store.set('a', session(now + day), () => undefined);
    now += 59_000;
    const done = vi.fn();
    store.touch?.('a', session(now + day), done);
    expect(touch).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledOnce();
    now += 2_000;
    store.touch?.('a', session(now + day), done);
    expect(touch).toHaveBeenCalledOnce();
  });

  it('writes at once a touch that shortens or lengthens the lifetime, or of an unknown session', () => {
    const { store, touch } = fakeStore();
    throttleTouch(store, { now: () => 0 });
    store.touch?.('unknown', session(day), () => undefined);
    store.set('a', session(day), () => undefined);
    store.touch?.('a', session(10 * 60_000), () => undefined);
    store.touch?.('a', session(day), () => undefined);
    expect(touch).toHaveBeenCalledTimes(3);
  });

  it('forgets a destroyed session', () => {
    const { store, touch } = fakeStore();
    throttleTouch(store, { now: () => 0 });
    store.set('a', session(day), () => undefined);
    store.destroy('a', () => undefined);
    store.touch?.('a', session(day), () => undefined);
    expect(touch).toHaveBeenCalledOnce();
  });
});
