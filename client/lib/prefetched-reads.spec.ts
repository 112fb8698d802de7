import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';
import { prefetchRead, takePrefetched } from './prefetched-reads';

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    return Promise.resolve(new Response(JSON.stringify({ read: asked.length })));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const read = (path: string) => () => apiFetch<{ read: number }>(path);

describe('a prefetched read', () => {
  it('is asked for once and handed to the screen’s first read, not to the next', async () => {
    prefetchRead('/api/one');
    prefetchRead('/api/one');
    expect(await takePrefetched('/api/one', read('/api/one'))).toEqual({ read: 1 });
    expect(await takePrefetched('/api/one', read('/api/one'))).toEqual({ read: 2 });
    expect(asked).toEqual(['GET /api/one', 'GET /api/one']);
  });

  it('is not handed over once the client has sent a write since it began', async () => {
    prefetchRead('/api/two');
    await apiFetch('/api/two', { method: 'PATCH', body: '{}' });
    expect(await takePrefetched('/api/two', read('/api/two'))).toEqual({ read: 3 });
    expect(asked).toEqual(['GET /api/two', 'PATCH /api/two', 'GET /api/two']);
  });

  it('is not handed over after 10 seconds', async () => {
    prefetchRead('/api/three');
    vi.advanceTimersByTime(10_000);
    expect(await takePrefetched('/api/three', read('/api/three'))).toEqual({ read: 2 });
  });
});
