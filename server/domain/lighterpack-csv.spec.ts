import { describe, expect, it } from 'vitest';

import { LighterPackCsvError, parseLighterPackCsv } from './lighterpack-csv.js';
import { toMilligrams } from './weight-units.js';

const HEADER = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

describe('parseLighterPackCsv: reading rows', () => {
  it('reads every field of a LighterPack export', () => {
    const { rows, skipped } = parseLighterPackCsv(
      csv(
        'Tent,Shelter,Two-person,1,32.5,ounce,https://example.com/tent,299.99,,',
        'Fleece,Clothing,,1,350,gram,,0,Worn,',
        'Dinner,Food,,3,0.2,kilogram,,,,Consumable',
      ),
    );
    expect(skipped).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Tent',
        category: 'Shelter',
        description: 'Two-person',
        quantity: 1,
        weightMg: toMilligrams(32.5, 'oz'),
        unit: 'oz',
        url: 'https://example.com/tent',
        price: 299.99,
        worn: false,
        consumable: false,
      },
      {
        line: 3,
        name: 'Fleece',
        category: 'Clothing',
        description: '',
        quantity: 1,
        weightMg: 350_000,
        unit: 'g',
        url: null,
        price: 0,
        worn: true,
        consumable: false,
      },
      {
        line: 4,
        name: 'Dinner',
        category: 'Food',
        description: '',
        quantity: 3,
        weightMg: 200_000,
        unit: 'kg',
        url: null,
        price: null,
        worn: false,
        consumable: true,
      },
    ]);
  });

  const spellings: [string, string][] = [
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['oz', 'oz'],
    ['OZ', 'oz'],
    ['Ounces', 'oz'],
    ['ozs', 'oz'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['LBS', 'lb'],
    ['Pound', 'lb'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['g', 'g'],
    ['G', 'g'],
    ['gr', 'g'],
    ['gramme', 'g'],
    ['Grams', 'g'],
    ['kilogram', 'kg'],
    ['kilograms', 'kg'],
    ['kg', 'kg'],
    ['kgs', 'kg'],
    ['KG', 'kg'],
    ['kilo', 'kg'],
    ['Kilograms', 'kg'],
  ];

  it.each(spellings)('reads the unit spelled "%s" as %s', (spelling, unit) => {
    const { rows, skipped } = parseLighterPackCsv(csv(`Item,Cat,,1,2,${spelling},,,,`));
    expect(skipped).toEqual([]);
    expect(rows[0]?.unit).toBe(unit);
    expect(rows[0]?.weightMg).toBe(toMilligrams(2, rows[0]?.unit ?? 'g'));
  });

  it('reads the worn and consumable markers in their usual forms', () => {
    const truthy = ['Worn', 'worn', 'WORN', 'yes', 'Y', 'true', '1', 'x', 'X'];
    const falsy = ['', ' ', 'no', 'false', '0', 'N'];
    for (const marker of truthy) {
      const cons = marker === 'Worn' ? 'Consumable' : marker.replace(/worn/i, 'consumable');
      const [row] = parseLighterPackCsv(csv(`A,B,,1,1,g,,,${marker},${cons}`)).rows;
      expect([marker, row?.worn, row?.consumable]).toEqual([marker, true, true]);
    }
    for (const marker of falsy) {
      const [row] = parseLighterPackCsv(csv(`A,B,,1,1,g,,,${marker},${marker}`)).rows;
      expect([marker, row?.worn, row?.consumable]).toEqual([marker, false, false]);
    }
  });

  it('reads fractional and zero quantities and tolerates spaces around numbers', () => {
    const { rows } = parseLighterPackCsv(
      csv('A,B,,0.5,1,g,,,,', 'C,B,,0,1,g,,,,', 'D,B,, 2 , 1.5 ,g, https://x.org ,  3.5 ,,'),
    );
    expect(rows.map((r) => [r.quantity, r.weightMg, r.url, r.price])).toEqual([
      [0.5, 1_000, null, null],
      [0, 1_000, null, null],
      [2, 1_500, 'https://x.org', 3.5],
    ]);
  });

  it('keeps names, categories and descriptions exactly as written', () => {
    const [row] = parseLighterPackCsv(csv('  Tent ,  ,note  ,1,1,g,,,,')).rows;
    expect([row?.name, row?.category, row?.description]).toEqual(['  Tent ', '  ', 'note  ']);
  });
});

describe('parseLighterPackCsv: quoting and line ends', () => {
  it('unquotes RFC 4180 fields: commas, doubled quotes, line breaks', () => {
    const { rows, skipped } = parseLighterPackCsv(
      csv(
        '"Stakes, titanium","Shelter","6"" long",6,0.2,ounce,,,,',
        '"Multi',
        'line ""name""",Misc,"a\r\nb",1,1,g,,,,',
        'After,Misc,,1,1,g,,,,',
      ),
    );
    expect(skipped).toEqual([]);
    expect(rows.map((r) => [r.line, r.name, r.description])).toEqual([
      [2, 'Stakes, titanium', '6" long'],
      [3, 'Multi\nline "name"', 'a\r\nb'],
      [6, 'After', ''],
    ]);
  });

  it('keeps a stray quote inside an unquoted field literally', () => {
    const [row] = parseLighterPackCsv(csv('Stake 6" long,Shelter,,1,1,g,,,,')).rows;
    expect(row?.name).toBe('Stake 6" long');
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads %s line ends with the right line numbers', (_name, eol) => {
    const text = [HEADER, 'A,B,,1,1,g,,,,', '', '"C', 'D",B,,1,1,g,,,,', 'E,B,,1,1,g,,,,'];
    const { rows } = parseLighterPackCsv(text.join(eol) + eol);
    expect(rows.map((r) => [r.line, r.name, r.consumable])).toEqual([
      [2, 'A', false],
      [4, `C${eol}D`, false],
      [6, 'E', false],
    ]);
  });

  it('reads a file mixing LF and CRLF, without a final line end', () => {
    const { rows } = parseLighterPackCsv(
      `${HEADER}\r\nA,B,,1,1,g,,,,Consumable\nC,B,,1,1,g,,,Worn,`,
    );
    expect(rows.map((r) => [r.line, r.name, r.worn, r.consumable])).toEqual([
      [2, 'A', false, true],
      [3, 'C', true, false],
    ]);
  });

  it('strips a UTF-8 byte order mark', () => {
    const { rows } = parseLighterPackCsv(`\uFEFF${csv('Tent,Shelter,,1,1,kg,,,,')}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.line).toBe(2);
  });

  it('counts lines correctly after multi-byte characters', () => {
    const { rows, skipped } = parseLighterPackCsv(csv('"Zelt 🏕️, grün",Schlaf,,1,1,kg,,,,', 'x'));
    expect(rows[0]?.name).toBe('Zelt 🏕️, grün');
    expect(skipped).toEqual([{ line: 3, reason: 'expected at least 6 columns, found 1' }]);
  });
});

describe('parseLighterPackCsv: headers and old files', () => {
  it('reads the old 6-column format', () => {
    const text = 'Item Name,Category,desc,qty,weight,unit\nTent,Shelter,,1,2,pound\n';
    const { rows } = parseLighterPackCsv(text);
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Tent',
        category: 'Shelter',
        description: '',
        quantity: 1,
        weightMg: toMilligrams(2, 'lb'),
        unit: 'lb',
        url: null,
        price: null,
        worn: false,
        consumable: false,
      },
    ]);
  });

  it('matches the header case-insensitively and ignores extra columns', () => {
    const header = 'ITEM NAME, category ,Desc,QTY,Weight,Unit,URL,Price,Worn,Consumable,notes';
    const { rows } = parseLighterPackCsv(`${header}\nA,B,,1,1,g,,,worn,,extra\n`);
    expect(rows.map((r) => [r.name, r.worn])).toEqual([['A', true]]);
  });

  it('starts counting at the header, blank lines before it included', () => {
    const { rows } = parseLighterPackCsv(`\n\n${csv('A,B,,1,1,g,,,,')}`);
    expect(rows[0]?.line).toBe(4);
  });

  it.each([
    ['a different header', 'Name,Weight,Unit,Quantity,Category\nA,1,g,1,B\n'],
    ['a data row first', 'Tent,Shelter,,1,1,g,,,,\n'],
    ['a header in the wrong order', 'Category,Item Name,desc,qty,weight,unit\n'],
    ['a quote never closed on line 1', '"Item Name,Category,desc,qty,weight,unit\n'],
  ])('rejects a file with %s', (_name, text) => {
    expect(() => parseLighterPackCsv(text)).toThrow(LighterPackCsvError);
    try {
      parseLighterPackCsv(text);
    } catch (error) {
      expect((error as LighterPackCsvError).code).toBe('not_lighterpack');
    }
  });

  it.each(['', '\uFEFF', '\n\r\n\n'])('rejects an empty file %j', (text) => {
    expect(() => parseLighterPackCsv(text)).toThrow(
      expect.objectContaining({ code: 'empty_file' }) as Error,
    );
  });

  it('accepts a header with no rows', () => {
    expect(parseLighterPackCsv(`${HEADER}\n`)).toEqual({ rows: [], skipped: [] });
  });
});
