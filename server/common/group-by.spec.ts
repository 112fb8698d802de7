import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups rows by key, keeping their order within a group and the groups first-seen', () => {
    const rows = [
      { pack: 'b', n: 1 },
      { pack: 'a', n: 2 },
      { pack: 'b', n: 3 },
      { pack: 'a', n: 4 },
    ];
    const groups = groupBy(rows, (row) => row.pack);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((row) => row.n)).toEqual([1, 3]);
    expect(groups.get('a')?.map((row) => row.n)).toEqual([2, 4]);
  });

  it('gives no groups for no rows', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
