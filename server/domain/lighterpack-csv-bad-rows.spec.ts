import { describe, expect, it } from 'vitest';

import { parseLighterPackCsv } from './lighterpack-csv.js';

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

describe('parseLighterPackCsv: bad rows', () => {
  it('skips every kind of bad row with its line number and reason', () => {
    const { rows, skipped } = parseLighterPackCsv(
      csv(
        'Good,Cat,,1,1,g,,,,', // 2
        'Short,Cat,,1,1', // 3
        ',Cat,,1,1,g,,,,', // 4
        '   ,Cat,,1,1,g,,,,', // 5
        'A,Cat,,two,1,g,,,,', // 6
        'A,Cat,,,1,g,,,,', // 7
        'A,Cat,,-1,1,g,,,,', // 8
        'A,Cat,,1,heavy,g,,,,', // 9
        'A,Cat,,1,-3,g,,,,', // 10
        'A,Cat,,1,1,,,,,', // 11
        'A,Cat,,1,1,stone,,,,', // 12
        'A,Cat,,1,1,g,,$12,,', // 13
        'A,Cat,,1,1,g,,-2,,', // 14
        'A,Cat,,1,1,g,,,maybe,', // 15
        'A,Cat,,1,1,g,,,,lots', // 16
        'A,Cat,,1,1e12,kg,,,,', // 17
        'item name,Category,desc,qty,weight,unit', // 18
        'A,Cat,,1e999,1,g,,,,', // 19
        'A,Cat,,"1,5",1,g,,,,', // 20
        ',,,,,,,,,', // 21: blank, ignored
        'Last,Cat,,1,1,g,,,,', // 22
      ),
    );
    expect(rows.map((r) => [r.line, r.name])).toEqual([
      [2, 'Good'],
      [22, 'Last'],
    ]);
    expect(skipped).toEqual([
      { line: 3, reason: 'expected at least 6 columns, found 5' },
      { line: 4, reason: 'missing item name' },
      { line: 5, reason: 'missing item name' },
      { line: 6, reason: 'qty is not a number: "two"' },
      { line: 7, reason: 'qty is not a number: ""' },
      { line: 8, reason: 'qty must not be negative: "-1"' },
      { line: 9, reason: 'weight is not a number: "heavy"' },
      { line: 10, reason: 'weight must not be negative: "-3"' },
      { line: 11, reason: 'missing unit' },
      { line: 12, reason: 'unknown unit: "stone"' },
      { line: 13, reason: 'price is not a number: "$12"' },
      { line: 14, reason: 'price must not be negative: "-2"' },
      { line: 15, reason: 'worn must be "Worn" or empty, found "maybe"' },
      { line: 16, reason: 'consumable must be "Consumable" or empty, found "lots"' },
      { line: 17, reason: 'weight is too large: "1e12"' },
      { line: 18, reason: 'repeated header row' },
      { line: 19, reason: 'qty is not a number: "1e999"' },
      { line: 20, reason: 'qty is not a number: "1,5"' },
    ]);
  });

  it('reports the line of a bad row that follows a multi-line field', () => {
    const { skipped } = parseLighterPackCsv(csv('"Two\nlines",Cat,,1,1,g,,,,', 'Bad,Cat,,1'));
    expect(skipped).toEqual([{ line: 4, reason: 'expected at least 6 columns, found 4' }]);
  });

  it('reports a quote never closed at the line where it opens, keeping rows before it', () => {
    const { rows, skipped } = parseLighterPackCsv(
      csv(
        'Tent,Shelter,,1,1,kg,,,,',
        '',
        '"Broken,Shelter,,1,1,kg,,,,',
        'Stove,Kitchen,,1,1,g,,,,',
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(['Tent']);
    expect(skipped).toEqual([{ line: 4, reason: 'a quoted field is never closed' }]);
  });

  it('ignores rows whose cells are all blank', () => {
    const { rows, skipped } = parseLighterPackCsv(csv('A,B,,1,1,g,,,,', ',,,', '  ,  ', ''));
    expect(rows).toHaveLength(1);
    expect(skipped).toEqual([]);
  });
});
