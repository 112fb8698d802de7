import { describe, expect, it } from 'vitest';
import { OriginLimiter } from './origin-limiter.js';

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

  it('counts each origin apart', async () => {
    const limiter = new OriginLimiter(1);
    await limiter.acquire('https://a.example');
    await expect(limiter.acquire('https://b.example')).resolves.toBeTypeOf('function');
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
    const waiting = limiter.acquire('https://a.example', controller.signal);
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
