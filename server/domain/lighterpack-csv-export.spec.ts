import { describe, expect, it } from 'vitest';

import {
  type ExportRow,
  LIGHTERPACK_HEADER,
  parseLighterPackCsv,
  toLighterPackCsv,
  toLighterPackWeight,
} from './lighterpack-csv.js';
import { WEIGHT_UNITS, type WeightUnit, toMilligrams } from './weight-units.js';

const HEADER_LINE = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';

function row(overrides: Partial<ExportRow> = {}): ExportRow {
  return {
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
    ...overrides,
  };
}

describe('toLighterPackCsv', () => {
  it('writes the exact header and LF line ends', () => {
    expect(LIGHTERPACK_HEADER.join(',')).toBe(HEADER_LINE);
    expect(toLighterPackCsv([])).toBe(`${HEADER_LINE}\n`);
    expect(toLighterPackCsv([row()])).toBe(`${HEADER_LINE}\nTent,Shelter,,1,1,kilogram,,,,\n`);
  });

  it('writes every field the way LighterPack does', () => {
    const text = toLighterPackCsv([
      row({
        name: 'Tent',
        description: '2p',
        weightMg: toMilligrams(32.5, 'oz'),
        unit: 'oz',
        url: 'https://example.com/tent',
        price: 299.99,
      }),
      row({
        name: 'Fleece',
        category: 'Clothing',
        weightMg: 350_000,
        unit: 'g',
        price: 0,
        worn: true,
      }),
      row({ name: 'Dinner', category: 'Food', quantity: 0.5, weightMg: 200_000, consumable: true }),
      row({
        name: 'Pack',
        category: 'Packs',
        weightMg: toMilligrams(2.1, 'lb'),
        unit: 'lb',
        worn: true,
        consumable: true,
      }),
    ]);
    expect(text.split('\n')).toEqual([
      HEADER_LINE,
      'Tent,Shelter,2p,1,32.5,ounce,https://example.com/tent,299.99,,',
      'Fleece,Clothing,,1,350,gram,,0,Worn,',
      'Dinner,Food,,0.5,0.2,kilogram,,,,Consumable',
      'Pack,Packs,,1,2.1,pound,,,Worn,Consumable',
      '',
    ]);
  });

  it('quotes fields holding a quote, comma, CR or LF, and doubles quotes', () => {
    const text = toLighterPackCsv([
      row({ name: 'Stakes, titanium', category: '6" long', description: 'a\nb' }),
      row({ name: 'cr\rhere', category: ' spaced ', description: '#;=plain' }),
    ]);
    expect(text.split('\n').slice(1)).toEqual([
      '"Stakes, titanium","6"" long","a',
      'b",1,1,kilogram,,,,',
      '"cr\rhere", spaced ,#;=plain,1,1,kilogram,,,,',
      '',
    ]);
  });

  it('prefixes text cells a spreadsheet would run as a formula with an apostrophe', () => {
    const text = toLighterPackCsv([
      row({
        name: '=HYPERLINK("http://x","y")',
        category: '+Cat',
        description: '@SUM(A1)',
        url: '-1',
      }),
      row({ name: '\tTabbed', category: '\rCR', description: "'=already" }),
    ]);
    expect(text.split('\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")",'+Cat,'@SUM(A1),1,1,kilogram,'-1,,,`,
      `'\tTabbed,"'\rCR",''=already,1,1,kilogram,,,,`,
      '',
    ]);
  });

  it('writes its numbers as numbers, never prefixed', () => {
    const text = toLighterPackCsv([row({ quantity: 0.5, weightMg: 1_500, unit: 'g', price: 0 })]);
    expect(text.split('\n')[1]).toBe('Tent,Shelter,,0.5,1.5,gram,,0,,');
  });

  it('rounds to 2 decimals with LighterPack factors, dropping trailing zeros', () => {
    expect(toLighterPackWeight(1_234_567, 'g')).toBe(1234.57);
    expect(toLighterPackWeight(1_234_567, 'kg')).toBe(1.23);
    expect(toLighterPackWeight(28_350, 'oz')).toBe(1);
    expect(toLighterPackWeight(453_592, 'lb')).toBe(1);
    // LighterPack's 28349.5 and 453592 tip these over where exact factors would not.
    expect(toLighterPackWeight(14_600, 'oz')).toBe(0.52);
    expect(toLighterPackWeight(56_699, 'lb')).toBe(0.13);
    expect(toLighterPackCsv([row({ weightMg: 14_600, unit: 'oz' })])).toContain(',0.52,ounce,');
  });

  it.each(WEIGHT_UNITS)(
    'gives back every 2-decimal %s value LighterPack wrote after our import',
    (unit: WeightUnit) => {
      for (let hundredths = 0; hundredths <= 20_000; hundredths += 1) {
        const written = hundredths / 100;
        expect(toLighterPackWeight(toMilligrams(written, unit), unit)).toBe(written);
      }
    },
  );
});

// Deterministic pseudo-random numbers (mulberry32), so a failure reproduces.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// With the characters that start a spreadsheet formula, and the apostrophe that protects them.
const PIECES = [
  ...['Tent', 'a,b', '"q"', 'x""y', '\n', '\r\n', '\r', ' ', 'ü', '🏕️', ';', '#', '='],
  ...['-', '+', '@', '\t', "'"],
];
const QUANTITIES = [0, 0.5, 1, 1.5, 2, 3, 12, 1 / 3, 0.1, 1e-7, 250];

function generateRow(next: () => number): ExportRow {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const text = (min: number) =>
    Array.from({ length: min + Math.floor(next() * 4) }, () => pick(PIECES)).join('');
  const unit = pick(WEIGHT_UNITS);
  const written = Math.floor(next() * 100_000) / 100;
  return {
    name: `N${text(0)}`,
    category: text(0),
    description: text(0),
    quantity: pick(QUANTITIES),
    weightMg: toMilligrams(written, unit),
    unit,
    url: next() < 0.5 ? null : `https://example.com/${text(1).trim() || 'x'}x`,
    price: next() < 0.3 ? null : Math.floor(next() * 100_000) / 100,
    worn: next() < 0.5,
    consumable: next() < 0.5,
  };
}

describe('LighterPack CSV round trip', () => {
  it('keeps every field of 2000 generated rows', () => {
    const next = random(20_260_727);
    const rows = Array.from({ length: 2_000 }, () => generateRow(next));
    const parsed = parseLighterPackCsv(toLighterPackCsv(rows));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.rows.map(({ line: _line, ...rest }) => rest)).toEqual(rows);
  });

  it('gives back texts that start like a formula, negative numbers included', () => {
    const texts = ['-5 °C quilt', '=HYPERLINK("http://x","y")', '-12', '+3', '@home', "'=x", '\tt'];
    const rows = texts.map((text, n) =>
      row({ name: text, category: texts[(n + 1) % texts.length], description: text }),
    );
    const parsed = parseLighterPackCsv(toLighterPackCsv(rows));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.rows.map(({ line: _line, ...rest }) => rest)).toEqual(rows);
  });

  it('numbers the lines of multi-line rows as the file shows them', () => {
    const rows = [
      row({ name: 'one\ntwo' }),
      row({ name: 'three' }),
      row({ description: 'a\r\nb' }),
    ];
    const text = toLighterPackCsv(rows);
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    expect(parseLighterPackCsv(text).rows.map((r) => r.line)).toEqual([
      lineOf('"one'),
      lineOf('three'),
      lineOf('Tent,Shelter,"a'),
    ]);
  });

  it('writes a LighterPack export back byte for byte', () => {
    const original = [
      HEADER_LINE,
      'Tent,Shelter,"Big, green",1,32.53,ounce,https://example.com,299.99,,',
      'Socks,Clothing,,3,1.41,ounce,,0,Worn,',
      '"Fuel ""canister""",Kitchen,,0.5,227,gram,,4.5,,Consumable',
      'Pack,Packs,"line one',
      'line two",1,1.95,pound,,,Worn,Consumable',
      'Water,Water,,2,1,kilogram,,,,Consumable',
      '',
    ].join('\n');
    expect(toLighterPackCsv(parseLighterPackCsv(original).rows)).toBe(original);
  });

  it('settles after one trip for any milligram weight', () => {
    const next = random(7);
    const rows = Array.from({ length: 500 }, () => ({
      ...generateRow(next),
      weightMg: Math.floor(next() * 50_000_000),
    }));
    const once = toLighterPackCsv(parseLighterPackCsv(toLighterPackCsv(rows)).rows);
    expect(toLighterPackCsv(parseLighterPackCsv(once).rows)).toBe(once);
  });
});
