import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('drops the entry used least recently when full', () => {
    const cache = new AnswerCache<number>(2, 1000, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new AnswerCache<number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
