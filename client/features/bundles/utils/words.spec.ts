import { describe, expect, it } from 'vitest';
import { excerpt, itemsLabel, namesList } from './words';

describe('words', () => {
  it('counts items, fractions included', () => {
    expect(itemsLabel(1)).toBe('1 item');
    expect(itemsLabel(0)).toBe('0 items');
    expect(itemsLabel(2.5)).toBe('2.5 items');
  });

  it('joins pack names as a sentence does', () => {
    expect(namesList(['Alps'])).toBe('Alps');
    expect(namesList(['Alps', 'Coast'])).toBe('Alps and Coast');
    expect(namesList(['Alps', 'Coast', 'Overnighter'])).toBe('Alps, Coast, and Overnighter');
  });

  it('cuts a long description at a word and keeps a short one whole', () => {
    expect(excerpt('Pot,  stove\nand spoon')).toBe('Pot, stove and spoon');
    const long = `${'word '.repeat(40)}end`;
    const cut = excerpt(long, 50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
  });
});
