import { describe, expect, it } from 'vitest';

import {
  LighterPackCsvError,
  parseLighterPackCsv,
  toLighterPackCsv,
  toLighterPackWeight,
} from './lighterpack-csv.js';
import { MAX_ITEM_WEIGHT_MG, MAX_PACK_LINES, MAX_QUANTITY } from './pack-limits.js';
import { WEIGHT_UNITS, toMilligrams } from './weight-units.js';

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const rows = (count: number, row = (n: number) => `Item ${n},Cat,,1,10,gram,,,,`): string[] =>
  Array.from({ length: count }, (_, n) => row(n));
const csv = (lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

const tooManyRows = (text: string, maxRows?: number): LighterPackCsvError => {
  try {
    parseLighterPackCsv(text, maxRows === undefined ? {} : { maxRows });
  } catch (error) {
    if (error instanceof LighterPackCsvError) return error;
    throw error;
  }
  throw new Error('The file was read in full');
};

describe('parseLighterPackCsv: the row limit', () => {
  it('reads a file of exactly the largest pack’s size', () => {
    const { rows: read, skipped } = parseLighterPackCsv(csv(rows(MAX_PACK_LINES)));
    expect(read).toHaveLength(MAX_PACK_LINES);
    expect(skipped).toEqual([]);
  });

  it('refuses one row more, saying how many rows a file may have', () => {
    const error = tooManyRows(csv(rows(MAX_PACK_LINES + 1)));
    expect(error.code).toBe('too_many_rows');
    expect(error.message).toBe('The file has more than 5,000 rows');
  });

  it('counts rows it would skip, but not blank lines or rows of empty cells', () => {
    expect(
      parseLighterPackCsv(csv(['A,B,,1,1,g', '', ',,,,,', 'C,D,,1,1,g']), { maxRows: 2 }),
    ).toMatchObject({ rows: [{ name: 'A' }, { name: 'C' }] });
    expect(tooManyRows(csv(['A,B,,1,1,g', ',,,x,,', 'C,D,,1,1,g']), 2).code).toBe('too_many_rows');
  });

  it('refuses a file of 84,000 rows, the most 1 MiB holds', () => {
    const text = csv(rows(84_000, () => `x,,,1,1,g`));
    expect(text.length).toBeLessThan(1024 * 1024);
    expect(tooManyRows(text).code).toBe('too_many_rows');
  });
});

describe('the export and the import agree on the largest figures', () => {
  const largest = {
    name: 'Anvil',
    category: 'Heavy',
    description: '',
    quantity: MAX_QUANTITY,
    weightMg: MAX_ITEM_WEIGHT_MG,
    url: null,
    price: 10_000_000,
    worn: false,
    consumable: false,
  };

  it.each(WEIGHT_UNITS)(
    'writes the largest weight in %s as a figure that reads back within it',
    (unit) => {
      const printed = toLighterPackWeight(MAX_ITEM_WEIGHT_MG, unit);
      expect(toMilligrams(printed, unit)).toBeLessThanOrEqual(MAX_ITEM_WEIGHT_MG);
      // ... and the largest such figure: one step more would be too heavy.
      expect(toMilligrams(printed + 0.01, unit)).toBeGreaterThan(MAX_ITEM_WEIGHT_MG);
    },
  );

  it('writes 1,000 kg entered in ounces as 35273.96 oz, not 35273.99 (1,000.0008 kg)', () => {
    expect(toLighterPackWeight(MAX_ITEM_WEIGHT_MG, 'oz')).toBe(35273.96);
    expect(toLighterPackWeight(MAX_ITEM_WEIGHT_MG - 1_000_000, 'oz')).toBe(35238.72);
  });

  it.each(WEIGHT_UNITS)('reads back an item of the largest figures in %s', (unit) => {
    const { rows: read, skipped } = parseLighterPackCsv(toLighterPackCsv([{ ...largest, unit }]));
    expect(skipped).toEqual([]);
    expect(read[0]).toMatchObject({ quantity: MAX_QUANTITY, price: 10_000_000 });
    expect(read[0]?.weightMg).toBeLessThanOrEqual(MAX_ITEM_WEIGHT_MG);
    // Within the 0.01 of a unit the file is written to.
    expect(read[0]?.weightMg).toBeGreaterThan(MAX_ITEM_WEIGHT_MG - toMilligrams(0.01, unit));
  });
});
