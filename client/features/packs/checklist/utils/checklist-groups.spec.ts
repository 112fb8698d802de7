import { describe, expect, it } from 'vitest';
import type { PackCategory, PackDetail, PackLine } from '@client/features/packs/api/types';
import { checklistGroups, checklistProgress, lineName } from './checklist-groups';
import { withLineReplaced, withPackedValues } from './pack-cache';

const category = (categoryId: string | null, name: string): PackCategory => ({
  categoryId,
  name,
  color: '#2f855a',
  sortOrder: 0,
});

const line = (id: string, categoryId: string | null, packed = false): PackLine =>
  ({
    id,
    kind: 'item',
    categoryId,
    quantity: 1,
    packed,
    item: { name: `Item ${id}` },
  }) as PackLine;

const pack = (lines: PackLine[], categories: PackCategory[]): PackDetail =>
  ({ id: 'p', name: 'Pack', lines, categories }) as PackDetail;

describe('the checklist groups', () => {
  it("follow the pack's category order with a packed count each", () => {
    const groups = checklistGroups(
      pack(
        [line('1', 'sleep', true), line('2', 'sleep'), line('3', 'shelter', true), line('4', null)],
        [
          category('shelter', 'Shelter'),
          category('sleep', 'Sleep'),
          category(null, 'Uncategorized'),
        ],
      ),
    );
    expect(groups.map((group) => [group.category.name, group.lines.length, group.packed])).toEqual([
      ['Shelter', 1, 1],
      ['Sleep', 2, 1],
      ['Uncategorized', 1, 0],
    ]);
  });

  it('put a line whose category the pack does not list under Uncategorized', () => {
    const groups = checklistGroups(pack([line('1', 'gone')], [category('sleep', 'Sleep')]));
    expect(groups.map((group) => [group.category.name, group.lines.map((l) => l.id)])).toEqual([
      ['Uncategorized', ['1']],
    ]);
  });
});

describe('the checklist progress', () => {
  it('counts lines, rounding the percentage down', () => {
    const lines = [line('1', null, true), line('2', null), line('3', null)];
    expect(checklistProgress(pack(lines, []))).toEqual({ packed: 1, total: 3, percent: 33 });
  });

  it('is zero of zero for an empty pack', () => {
    expect(checklistProgress(pack([], []))).toEqual({ packed: 0, total: 0, percent: 0 });
  });
});

describe('the cached pack', () => {
  const cached = pack([line('a', null), line('b', null)], []);

  it('changes only the lines given and stays the same object when nothing changes', () => {
    const next = withPackedValues(cached, new Map([['b', true]]));
    expect(next.lines.map((l) => l.packed)).toEqual([false, true]);
    expect(next.lines[0]).toBe(cached.lines[0]);
    expect(withPackedValues(cached, new Map([['a', false]]))).toBe(cached);
  });

  it("takes the server's line without touching the others, and ignores a deleted line", () => {
    const ticked = withPackedValues(cached, new Map([['b', true]]));
    const saved = { ...line('a', null, true), quantity: 2 };
    const next = withLineReplaced(ticked, saved);
    expect(next?.lines.map((l) => [l.packed, l.quantity])).toEqual([
      [true, 2],
      [true, 1],
    ]);
    expect(withLineReplaced(ticked, line('gone', null, true))).toBe(ticked);
  });

  it('names a line by its item or its bundle', () => {
    expect(lineName(line('a', null))).toBe('Item a');
    expect(
      lineName({ ...line('b', null), item: undefined, bundle: { name: 'Cook kit' } } as PackLine),
    ).toBe('Cook kit');
  });
});
