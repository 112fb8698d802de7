import { describe, expect, it } from 'vitest';
import type { PackLine } from '@client/features/packs/api/types';
import { knownPack } from './pack-fixture';
import { isQuantityError, readQuantity } from '@client/lib/quantity';
import { itemCountText, wornNote } from './line-words';

const line = (id: string, changes: Partial<PackLine> = {}): PackLine => ({
  ...knownPack().lines.find((l) => l.id === id)!,
  ...changes,
});

describe('the worn note', () => {
  it('says one unit is worn and the rest carried, as LighterPack counts it', () => {
    expect(wornNote(line('socks'))).toBe('1 worn, 2 carried');
    expect(wornNote(line('socks', { quantity: 2.5 }))).toBe('1 worn, 1.5 carried');
  });

  it('says consumable for the rest of a line both worn and consumable', () => {
    expect(wornNote(line('socks', { consumable: true }))).toBe('1 worn, 2 consumable');
  });

  it('says nothing when at most one unit is worn, or none', () => {
    expect(wornNote(line('socks', { quantity: 1 }))).toBeNull();
    expect(wornNote(line('socks', { quantity: 0.5 }))).toBeNull();
    expect(wornNote(line('tent'))).toBeNull();
  });

  it('speaks of each item of a worn bundle holding several of one', () => {
    expect(wornNote(line('kit', { worn: true }))).toBe('1 of each item worn, the rest carried');
  });

  it('counts a bundle’s items marked otherwise than the others in this pack', () => {
    const kit = line('kit');
    const [pot, spoon] = kit.bundle?.items ?? [];
    const marked = (items: NonNullable<PackLine['bundle']>['items']) =>
      wornNote({ ...kit, bundle: { ...kit.bundle!, items } });
    expect(marked([{ ...pot!, worn: true }, spoon!])).toBe('1 of 2 items worn');
    expect(marked([pot!, { ...spoon!, consumable: true }])).toBe('1 of 2 items consumable');
    expect(
      marked([
        { ...pot!, worn: true },
        { ...spoon!, consumable: true },
      ]),
    ).toBe('1 of 2 items worn, 1 consumable');
  });
});

describe('a typed quantity', () => {
  it.each([
    ['3', 3],
    [' 2.5 ', 2.5],
    ['0,25', 0.25],
    ['0', 0],
    ['.5', 0.5],
    ['999', 999],
  ])('reads %j as %d', (text, quantity) => {
    expect(readQuantity(text)).toEqual({ quantity });
  });

  it.each([
    ['', 'Enter a quantity'],
    ['two', 'A quantity is a number, e.g. 2 or 0.5'],
    ['-1', 'Quantity must be 0 or more'],
    ['−0.5', 'Quantity must be 0 or more'],
    ['-', 'A quantity is a number, e.g. 2 or 0.5'],
    ['1.005', 'At most two decimals'],
    ['1000', 'At most 999'],
  ])('refuses %j: %s', (text, error) => {
    const result = readQuantity(text);
    expect(isQuantityError(result) && result.error).toBe(error);
  });

  it('counts items in words', () => {
    expect([itemCountText(1), itemCountText(7.5), itemCountText(0)]).toEqual([
      '1 item',
      '7.5 items',
      '0 items',
    ]);
  });
});
