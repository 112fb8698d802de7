import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from './csv-formula.js';

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-5 °C quilt', '@SUM(A1)', '\tTab', '\rCR'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['Tent', '', ' =spaced', 'a=b', '#;=plain', "'quoted", '5', '0.5', 'https://x.example'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('adds one more apostrophe to a text that already starts with apostrophes and a formula', () => {
    expect(neutraliseFormula("'=1+1")).toBe("''=1+1");
    expect(neutraliseFormula("''-3")).toBe("'''-3");
  });
});

describe('restoreFormula', () => {
  it('takes off the apostrophe before a formula character', () => {
    expect(restoreFormula('\'=HYPERLINK("http://x","y")')).toBe('=HYPERLINK("http://x","y")');
    expect(restoreFormula("'-5")).toBe('-5');
    expect(restoreFormula("''=1")).toBe("'=1");
  });

  it('leaves other apostrophes alone', () => {
    for (const cell of ["'quoted", "'", "' =x", "Bob's", '-5']) {
      expect(restoreFormula(cell)).toBe(cell);
    }
  });

  it('gives back any text neutraliseFormula wrote', () => {
    const pieces = ["'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', '1'];
    const texts = pieces.flatMap((a) => pieces.flatMap((b) => pieces.map((c) => a + b + c)));
    for (const text of ['', ...texts]) {
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
      expect(neutraliseFormula(text)).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
