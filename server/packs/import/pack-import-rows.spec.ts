import { describe, expect, it } from 'vitest';
import type { LighterPackRow } from '@server/domain/lighterpack-csv.js';
import { checkRows } from './pack-import-rows.js';

const row = (values: Partial<LighterPackRow> = {}): LighterPackRow => ({
  line: 2,
  name: 'Tent',
  category: 'Shelter',
  description: '',
  quantity: 1,
  weightMg: 1_000_000,
  unit: 'kg',
  url: null,
  price: null,
  worn: false,
  consumable: false,
  ...values,
});

describe('checkRows', () => {
  it('turns a row into a line with its library item, the name as written, the category trimmed', () => {
    const { lines } = checkRows(
      [row({ name: ' Tent ', category: ' Shelter ', url: 'https://a.example/t', price: 12.5 })],
      'EUR',
    );
    expect(lines).toEqual([
      {
        line: 2,
        item: {
          name: ' Tent ',
          category: 'Shelter',
          notes: '',
          weightMg: 1_000_000,
          weightUnit: 'kg',
          url: 'https://a.example/t',
          urlLeftOut: false,
          priceMinor: 1250,
        },
        quantity: 1,
        worn: false,
        consumable: false,
      },
    ]);
  });

  it('reads a price of 0 as none, as LighterPack writes it for unpriced items', () => {
    expect(checkRows([row({ price: 0 })], 'USD').lines[0]?.item.priceMinor).toBeNull();
  });

  it.each([
    [{ name: 'n'.repeat(201) }, 'item name is longer than 200 characters'],
    [{ category: 'c'.repeat(101) }, 'category is longer than 100 characters'],
    [{ description: 'd'.repeat(5001) }, 'desc is longer than 5000 characters'],
    [{ weightMg: 1_000_000_001 }, 'weight is over 1000 kg'],
    [{ quantity: 999.01 }, 'qty is over 999'],
    [{ price: 10_000_000.01 }, 'price is over 10,000,000 USD'],
    [{ price: 1e300 }, 'price is over 10,000,000 USD'],
  ])('skips a row past what the library holds: %o', (values, reason) => {
    expect(checkRows([row(values)], 'USD')).toMatchObject({
      lines: [],
      skipped: [{ line: 2, reason }],
    });
  });

  it('takes the largest figures a pack allows, in any currency', () => {
    const largest = row({ weightMg: 1_000_000_000, quantity: 998.999, price: 10_000_000 });
    expect(checkRows([largest], 'USD').lines[0]).toMatchObject({
      quantity: 999,
      item: { weightMg: 1_000_000_000, priceMinor: 1_000_000_000 },
    });
    expect(checkRows([row({ price: 1_000_000_000 })], 'JPY').lines[0]?.item.priceMinor).toBe(
      1_000_000_000,
    );
    expect(checkRows([row({ price: 1_000_000.001 })], 'KWD').skipped).toEqual([
      { line: 2, reason: 'price is over 1,000,000 KWD' },
    ]);
  });

  it('counts characters as the database does, so 200 emoji are a valid name', () => {
    expect(checkRows([row({ name: '🏕'.repeat(200) })], 'USD').lines).toHaveLength(1);
  });

  it('completes a link typed without https://, as LighterPack keeps it', () => {
    const { lines, adjusted } = checkRows([row({ url: 'www.example.com/tent' })], 'USD');
    expect(lines[0]?.item).toMatchObject({
      url: 'https://www.example.com/tent',
      urlLeftOut: false,
    });
    expect(adjusted).toEqual([]);
  });

  it('leaves out a link that is not a web address, and says so', () => {
    const { lines, adjusted } = checkRows([row({ url: 'ftp://example.com/tent' })], 'USD');
    expect(lines[0]?.item).toMatchObject({ url: null, urlLeftOut: true });
    expect(adjusted).toEqual([
      {
        line: 2,
        reason:
          'link left out: "ftp://example.com/tent" is not a web address (http:// or https://)',
      },
    ]);
  });

  it('rounds quantities to hundredths and prices to the currency’s digits, saying so', () => {
    const { lines, adjusted } = checkRows([row({ quantity: 0.333, price: 9.999 })], 'USD');
    expect(lines[0]).toMatchObject({ quantity: 0.33, item: { priceMinor: 1000 } });
    expect(adjusted.map((notice) => notice.reason)).toEqual([
      'price 9.999 rounded to 10 USD',
      'qty 0.333 rounded to 0.33',
    ]);
  });

  it('merges rows naming the same item, in any case, into the first one’s line', () => {
    const { lines, merged } = checkRows(
      [
        row({ line: 2, quantity: 1, worn: true }),
        row({ line: 3, name: 'Stove', category: 'Kitchen' }),
        row({ line: 4, name: 'TENT ', category: 'shelter', quantity: 0.5 }),
      ],
      'USD',
    );
    expect(lines.map((line) => [line.item.name, line.quantity, line.worn])).toEqual([
      ['Tent', 1.5, true],
      ['Stove', 1, false],
    ]);
    expect(merged).toEqual([{ line: 4, intoLine: 2, name: 'Tent', category: 'Shelter' }]);
  });

  it('keeps a merged quantity within what a line holds', () => {
    const { lines, adjusted } = checkRows(
      [row({ line: 2, quantity: 900 }), row({ line: 3, quantity: 900 })],
      'USD',
    );
    expect(lines[0]?.quantity).toBe(999);
    expect(adjusted).toEqual([{ line: 3, reason: 'qty of line 2 kept at 999' }]);
  });

  it('tells apart the same name in two categories', () => {
    const { lines } = checkRows([row(), row({ line: 3, category: '' })], 'USD');
    expect(lines).toHaveLength(2);
  });
});
