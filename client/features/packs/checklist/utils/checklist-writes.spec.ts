import { describe, expect, it } from 'vitest';
import { createChecklistWrites } from './checklist-writes';

describe('the unconfirmed checklist taps', () => {
  it('are wanted until the server confirms the newest one', () => {
    const writes = createChecklistWrites();
    const seq = writes.begin([{ id: 'a', packed: false }], true);
    expect(writes.wanted()).toEqual(new Map([['a', true]]));
    expect(writes.confirm('a', seq, true)).toBe(true);
    expect(writes.wanted().size).toBe(0);
  });

  it('let only the newest tap on a line settle it; an older answer becomes the rollback value', () => {
    const writes = createChecklistWrites();
    const pack = writes.begin([{ id: 'a', packed: false }], true);
    const unpack = writes.begin([{ id: 'a', packed: true }], false);
    expect(writes.isLatest('a', pack)).toBe(false);
    expect(writes.isLatest('a', unpack)).toBe(true);
    expect(writes.confirm('a', pack, true)).toBe(false);
    expect(writes.wanted()).toEqual(new Map([['a', false]]));
    expect(writes.fail('a', unpack)).toBe(true);
    expect(writes.wanted().size).toBe(0);
  });

  it('roll a failed tap back to what the server last had, not to the tap before it', () => {
    const writes = createChecklistWrites();
    const pack = writes.begin([{ id: 'a', packed: false }], true);
    const unpack = writes.begin([{ id: 'a', packed: true }], false);
    const packAgain = writes.begin([{ id: 'a', packed: false }], true);
    expect(writes.fail('a', pack)).toBeUndefined();
    expect(writes.fail('a', unpack)).toBeUndefined();
    expect(writes.fail('a', packAgain)).toBe(false);
  });

  it('keep a tap made during a reset when the reset is confirmed', () => {
    const writes = createChecklistWrites();
    const lines = [
      { id: 'a', packed: true },
      { id: 'b', packed: true },
    ];
    const reset = writes.begin(lines, false);
    const tap = writes.begin([{ id: 'b', packed: false }], true);
    for (const line of lines) writes.confirm(line.id, reset, false);
    expect(writes.wanted()).toEqual(new Map([['b', true]]));
    expect(writes.fail('b', tap)).toBe(false);
  });
});
