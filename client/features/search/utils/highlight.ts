/**
 * Marks the words of a result that the search matched. The server answers the word forms it
 * matched, folded as its documents are (migration 36: lower case, accents off, punctuation
 * dropped); a word of the text is folded the same way here and compared.
 */

/** Lower case, accents and other marks off, every character that is not a letter or digit out. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** A stem the server matched ("tent" for "tents") marks the longer word it begins. */
const STEM_MIN_LENGTH = 4;

function matchesTerm(folded: string, term: string): boolean {
  if (folded === '') return false;
  if (term.endsWith('*')) return folded.startsWith(term.slice(0, -1));
  return folded === term || (term.length >= STEM_MIN_LENGTH && folded.startsWith(term));
}

const matchesAny = (word: string, terms: readonly string[]) => {
  const folded = foldWord(word);
  return terms.some((term) => matchesTerm(folded, term));
};

/**
 * `text` cut into parts, those that match marked. A word with punctuation inside ("Z-Packs")
 * matches whole ("zpacks") or by its pieces ("packs").
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = parts[parts.length - 1];
    if (last?.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  if (terms.length === 0) return text === '' ? [] : [{ text, match: false }];
  for (const [token] of text.matchAll(/\s+|\S+/gu)) {
    if (/^\s/u.test(token)) push(token, false);
    else if (matchesAny(token, terms)) push(token, true);
    else {
      for (const [piece] of token.matchAll(/[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu)) {
        push(piece, /[\p{L}\p{N}]/u.test(piece) && matchesAny(piece, terms));
      }
    }
  }
  return joinMarkedAcrossSpaces(parts);
}

/** "Lairig Ghru" both matched is one mark, not two with a space between. */
function joinMarkedAcrossSpaces(parts: TextPart[]): TextPart[] {
  const joined: TextPart[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (!part) continue;
    const before = joined[joined.length - 1];
    const after = parts[index + 1];
    if (before?.match && after?.match && !part.match && /^\s+$/u.test(part.text)) {
      before.text += part.text + after.text;
      index += 1;
    } else joined.push({ ...part });
  }
  return joined;
}
