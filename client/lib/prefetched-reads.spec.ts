import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_FRESH_MS, prefetchRead, takePrefetched } from './prefetched-reads';

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    return Promise.resolve(
      new Response(JSON.stringify({ read: asked.length }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetched reads', () => {
  it('hands a prefetched answer to the screen once, without asking again', async () => {
    prefetchRead('/api/trips/a', 1_000);
    prefetchRead('/api/trips/a', 1_500);
    await expect(takePrefetched('/api/trips/a', 2_000)).resolves.toEqual({ read: 1 });
    expect(asked).toEqual(['/api/trips/a']);
    // Taken once: the next read (SWR revalidating) asks the server.
    await expect(takePrefetched('/api/trips/a', 2_500)).resolves.toEqual({ read: 2 });
    expect(asked).toEqual(['/api/trips/a', '/api/trips/a']);
  });

  it('reads again when the prefetched answer is older than the freshness window', async () => {
    prefetchRead('/api/places', 10_000);
    await expect(takePrefetched('/api/places', 10_000 + PREFETCH_FRESH_MS)).resolves.toEqual({
      read: 2,
    });
    expect(asked).toEqual(['/api/places', '/api/places']);
  });

  it('asks the server when nothing was prefetched', async () => {
    await expect(takePrefetched('/api/tiles', 0)).resolves.toEqual({ read: 1 });
    expect(asked).toEqual(['/api/tiles']);
  });
});
