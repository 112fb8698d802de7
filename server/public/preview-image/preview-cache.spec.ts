import { describe, expect, it } from 'vitest';
import { PreviewImageCache } from './preview-cache.js';

const image = (bytes: number) => new Uint8Array(bytes);

describe('PreviewImageCache', () => {
  it('draws a missing image once and answers the kept one after', async () => {
    const cache = new PreviewImageCache(1000);
    let draws = 0;
    const draw = () => {
      draws++;
      return Promise.resolve(image(10));
    };
    const first = await cache.get('a', draw);
    expect(await cache.get('a', draw)).toBe(first);
    expect(draws).toBe(1);
  });

  it('collapses concurrent requests for the same missing image into one drawing', async () => {
    const cache = new PreviewImageCache(1000);
    let draws = 0;
    let finish: (png: Uint8Array) => void = () => undefined;
    const draw = () => {
      draws++;
      return new Promise<Uint8Array>((resolve) => (finish = resolve));
    };
    const requests = [cache.get('a', draw), cache.get('a', draw), cache.get('a', draw)];
    finish(image(10));
    const answers = await Promise.all(requests);
    expect(draws).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failure: the next request draws again', async () => {
    const cache = new PreviewImageCache(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cache.get('a', () => Promise.resolve(image(5)))).toHaveLength(5);
  });

  it('stays within its bytes, dropping the least recently used first', async () => {
    const cache = new PreviewImageCache(100);
    await cache.get('a', () => Promise.resolve(image(40)));
    await cache.get('b', () => Promise.resolve(image(40)));
    await cache.get('a', () => Promise.reject(new Error('kept, not drawn')));
    await cache.get('c', () => Promise.resolve(image(40)));
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    // b was the least recently used: gone; a and c are kept.
    let drawn = false;
    await cache.get('b', () => {
      drawn = true;
      return Promise.resolve(image(40));
    });
    expect(drawn).toBe(true);
    await expect(cache.get('c', () => Promise.reject(new Error('dropped')))).resolves.toHaveLength(
      40,
    );
  });

  it('does not keep an image larger than the whole budget', async () => {
    const cache = new PreviewImageCache(10);
    await cache.get('big', () => Promise.resolve(image(11)));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
