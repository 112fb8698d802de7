import { describe, expect, it } from 'vitest';
import { OriginLimiter, QueueFullError } from './origin-limiter.js';

describe('OriginLimiter', () => {
  it('lets up to the limit through at once and queues the rest in order', async () => {
    const limiter = new OriginLimiter(2);
    const first = await limiter.acquire('https://a.example');
    await limiter.acquire('https://a.example');
    const granted: string[] = [];
    const third = limiter.acquire('https://a.example').then((release) => {
      granted.push('third');
      return release;
    });
    const fourth = limiter.acquire('https://a.example').then(() => granted.push('fourth'));
    expect(limiter.load('https://a.example')).toEqual({ active: 2, queued: 2 });

    first();
    (await third)();
    await fourth;
    expect(granted).toEqual(['third', 'fourth']);
    expect(limiter.load('https://a.example')).toEqual({ active: 2, queued: 0 });
  });

  it('counts each key apart', async () => {
    const limiter = new OriginLimiter(1);
    await limiter.acquire('https://a.example');
    await expect(limiter.acquire('https://b.example')).resolves.toBeTypeOf('function');
  });

  it('refuses at once a waiter past maxQueued, and takes waiters again once the queue moves', async () => {
    const limiter = new OriginLimiter(1);
    const release = await limiter.acquire('slow');
    const waiting = limiter.acquire('slow', { maxQueued: 1 });

    await expect(limiter.acquire('slow', { maxQueued: 1 })).rejects.toBeInstanceOf(QueueFullError);
    expect(limiter.load('slow')).toEqual({ active: 1, queued: 1 });
    // Another key has a queue of its own.
    await expect(limiter.acquire('fast', { maxQueued: 0 })).resolves.toBeTypeOf('function');

    release();
    await waiting;
    expect(limiter.load('slow')).toEqual({ active: 1, queued: 0 });
    const next = limiter.acquire('slow', { maxQueued: 1 });
    expect(limiter.load('slow')).toEqual({ active: 1, queued: 1 });
    next.catch(() => undefined);
  });

  it('refuses every waiter with maxQueued 0, but not a call that finds a free slot', async () => {
    const limiter = new OriginLimiter(1);
    await expect(limiter.acquire('a', { maxQueued: 0 })).resolves.toBeTypeOf('function');
    await expect(limiter.acquire('a', { maxQueued: 0 })).rejects.toBeInstanceOf(QueueFullError);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a maxQueued of %s', async (maxQueued) => {
    const limiter = new OriginLimiter(1);
    await expect(limiter.acquire('a', { maxQueued })).rejects.toThrow(RangeError);
  });

  it('ignores a second release of the same slot', async () => {
    const limiter = new OriginLimiter(1);
    const release = await limiter.acquire('https://a.example');
    release();
    release();
    expect(limiter.load('https://a.example')).toEqual({ active: 0, queued: 0 });
  });

  it('drops a waiter whose signal aborts, with the signal reason', async () => {
    const limiter = new OriginLimiter(1);
    const release = await limiter.acquire('https://a.example');
    const controller = new AbortController();
    const waiting = limiter.acquire('https://a.example', { signal: controller.signal });
    const reason = new Error('client went away');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect(limiter.load('https://a.example')).toEqual({ active: 1, queued: 0 });
    release();
    expect(limiter.load('https://a.example')).toEqual({ active: 0, queued: 0 });
  });

  it('refuses a limit below 1', () => {
    expect(() => new OriginLimiter(0)).toThrow(RangeError);
  });
});
