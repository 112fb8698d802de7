import { describe, expect, it } from 'vitest';
import { PublicPageCache, type CachedPage } from './public-page-cache.js';

const page = (body: string): CachedPage => ({ body, etag: `"${body.length}"`, indexable: false });

function cache(options: Partial<ConstructorParameters<typeof PublicPageCache>[0]> = {}) {
  let time = 0;
  const made = new PublicPageCache({
    maxBytes: 10_000,
    maxAgeMs: 600_000,
    now: () => time,
    ...options,
  });
  return { cache: made, advance: (ms: number) => (time += ms) };
}

describe('PublicPageCache', () => {
  it('answers what was stored under the key', () => {
    const { cache: pages } = cache();
    expect(pages.set('/u/ada', 'ada-id', page('A'), pages.ticket())).toBe(true);
    expect(pages.get('/u/ada')?.body).toBe('A');
    expect(pages.get('/u/bob')).toBeUndefined();
  });

  it('drops every page of an owner who writes, and only theirs', () => {
    const { cache: pages } = cache();
    pages.set('/u/ada|', 'ada-id', page('A'), pages.ticket());
    pages.set('/u/ada/pack/x|kg', 'ada-id', page('AX'), pages.ticket());
    pages.set('/u/bob|', 'bob-id', page('B'), pages.ticket());
    pages.invalidateOwner('ada-id');
    expect(pages.get('/u/ada|')).toBeUndefined();
    expect(pages.get('/u/ada/pack/x|kg')).toBeUndefined();
    expect(pages.get('/u/bob|')?.body).toBe('B');
    expect(pages.size).toBe(1);
  });

  it('never stores a render that started before its owner wrote', () => {
    const { cache: pages } = cache();
    const before = pages.ticket();
    pages.invalidateOwner('ada-id');
    expect(pages.set('/u/ada|', 'ada-id', page('stale'), before)).toBe(false);
    expect(pages.get('/u/ada|')).toBeUndefined();
    // Another owner's write does not stop it; a render started after the write stores.
    const { cache: other } = cache();
    const t = other.ticket();
    other.invalidateOwner('bob-id');
    expect(other.set('/u/ada|', 'ada-id', page('A'), t)).toBe(true);
    expect(pages.set('/u/ada|', 'ada-id', page('fresh'), pages.ticket())).toBe(true);
    expect(pages.get('/u/ada|')?.body).toBe('fresh');
  });

  it('forgets owners’ writes past its bound without storing anything stale', () => {
    const { cache: pages } = cache({ maxOwnersTracked: 2 });
    const before = pages.ticket();
    pages.invalidateOwner('a');
    pages.invalidateOwner('b');
    pages.invalidateOwner('c'); // forgets a and b
    expect(pages.set('/u/a|', 'a', page('stale'), before)).toBe(false);
    expect(pages.set('/u/a|', 'a', page('A'), pages.ticket())).toBe(true);
  });

  it('lets the least recently used go first when over its size', () => {
    const { cache: pages } = cache({ maxBytes: 4_000 });
    const body = 'x'.repeat(450); // about 920 bytes each
    for (const name of ['a', 'b', 'c', 'd']) pages.set(name, name, page(body), pages.ticket());
    expect(pages.get('a')).toBeDefined(); // a is now the most recently used
    pages.set('e', 'e', page(body), pages.ticket());
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
    expect(pages.get('e')).toBeDefined();
    expect(pages.totalBytes).toBeLessThanOrEqual(4_000);
  });

  it('refuses a page bigger than a quarter of its size', () => {
    const { cache: pages } = cache({ maxBytes: 4_000 });
    expect(pages.set('big', 'o', page('x'.repeat(600)), pages.ticket())).toBe(false);
  });

  it('serves a page no longer than its maximum age', () => {
    const { cache: pages, advance } = cache({ maxAgeMs: 1_000 });
    pages.set('k', 'o', page('A'), pages.ticket());
    advance(999);
    expect(pages.get('k')).toBeDefined();
    advance(1);
    expect(pages.get('k')).toBeUndefined();
    expect(pages.totalBytes).toBe(0);
  });
});
