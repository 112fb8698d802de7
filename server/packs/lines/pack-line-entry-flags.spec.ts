import { describe, expect, it } from 'vitest';
import { nextEntryFlags } from './pack-line-entry-flags.js';

const line = { worn: false, consumable: false, entryFlags: {} };

describe('nextEntryFlags', () => {
  it('keeps a mark that differs from the line’s', () => {
    expect(nextEntryFlags(line, {}, { gearItemId: 'socks', worn: true })).toEqual({
      socks: { worn: true },
    });
  });

  it('drops a mark that the line already gives, so only exceptions are stored', () => {
    const marked = { ...line, entryFlags: { socks: { worn: true, consumable: true } } };
    expect(nextEntryFlags(marked, {}, { gearItemId: 'socks', worn: false })).toEqual({
      socks: { consumable: true },
    });
    expect(
      nextEntryFlags(marked, {}, { gearItemId: 'socks', worn: false, consumable: false }),
    ).toEqual({});
  });

  it('applies a change of the line’s own mark to every item again, keeping the other kind', () => {
    const marked = {
      ...line,
      entryFlags: { socks: { worn: true }, fuel: { consumable: true, worn: true } },
    };
    expect(nextEntryFlags(marked, { worn: true })).toEqual({ fuel: { consumable: true } });
  });

  it('compares an entry with the line’s mark as changed in the same request', () => {
    expect(nextEntryFlags(line, { worn: true }, { gearItemId: 'hat', worn: false })).toEqual({
      hat: { worn: false },
    });
  });
});
