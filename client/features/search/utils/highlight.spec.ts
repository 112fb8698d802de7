import { describe, expect, it } from 'vitest';
import { foldWord, highlightParts } from './highlight';

const marked = (text: string, terms: string[]) =>
  highlightParts(text, terms)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('foldWord', () => {
  it('folds as the server does: case, accents and punctuation', () => {
    expect(foldWord('Hülle')).toBe('hulle');
    expect(foldWord('Z-Packs')).toBe('zpacks');
    expect(foldWord('Škocjan,')).toBe('skocjan');
  });

  it('folds letters outside ASCII as the Unicode classes do', () => {
    expect(foldWord('ΟΔΟΣ')).toBe('οδος');
    expect(foldWord('e\u0301cole')).toBe('ecole');
    expect(foldWord('İstanbul')).toBe('istanbul');
  });
});

describe('highlightParts', () => {
  it('cuts at any white space and marks pieces of words outside ASCII', () => {
    expect(highlightParts('Zelt-Hülle\u00a0tent naïve—café', ['hulle', 'cafe'])).toEqual([
      { text: 'Zelt-', match: false },
      { text: 'Hülle', match: true },
      { text: '\u00a0tent naïve—', match: false },
      { text: 'café', match: true },
    ]);
  });

  it('marks the words matched, and keeps the rest of the text as it is', () => {
    expect(highlightParts('Duplex Tent', ['tent'])).toEqual([
      { text: 'Duplex ', match: false },
      { text: 'Tent', match: true },
    ]);
  });

  it('marks a word by its accents-off form, a stem by the longer word, a prefix by its start', () => {
    expect(marked('Hülle für Schlafsack', ['hulle'])).toEqual(['Hülle']);
    expect(marked('Two tents', ['tent'])).toEqual(['tents']);
    expect(marked('Cairngorms car park', ['cairng*'])).toEqual(['Cairngorms']);
    // A short term is a whole word only: "car" does not mark "Cairngorms".
    expect(marked('Cairngorms car park', ['car'])).toEqual(['car']);
  });

  it('marks a brand written with punctuation whole, or by its pieces', () => {
    expect(marked('Z-Packs · Shelter', ['zpacks'])).toEqual(['Z-Packs']);
    expect(marked('Z-Packs · Shelter', ['packs'])).toEqual(['Packs']);
  });

  it('marks nothing without terms, and joins neighbouring marked words', () => {
    expect(highlightParts('Flat tarp', [])).toEqual([{ text: 'Flat tarp', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
    expect(highlightParts('Lairig Ghru', ['lairig', 'ghru'])).toEqual([
      { text: 'Lairig Ghru', match: true },
    ]);
  });
});
