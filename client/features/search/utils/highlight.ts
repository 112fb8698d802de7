/**
 * Marks the words of a result that the search matched. The server answers the word forms it
 * matched, folded as its documents are (migration 36: lower case, accents off, punctuation
 * dropped); a word of the text is folded the same way here and compared.
 */

/*
 * ASCII words are folded and cut by plain patterns; in other words, characters are told apart
 * one by one, and what a non-ASCII one is (letter or digit, mark, white space) is asked of a
 * Unicode pattern once and kept. The Unicode patterns (\p{L}, \p{M}) run over every word were
 * most of the time spent highlighting in the task that draws an answer (some 100 titles and
 * subtitles).
 */

const OTHER = 0;
/** \p{L} or \p{N}. */
const WORDY = 1;
/** \p{M}. */
const MARK = 2;
/** \s. */
const SPACE = 3;
type CharKind = typeof OTHER | typeof WORDY | typeof MARK | typeof SPACE;

/** ASCII only: simple patterns (no Unicode classes), run natively, do it all. */
// eslint-disable-next-line no-control-regex -- any ASCII character, controls included
const ASCII = /^[\x00-\x7f]*$/;

const nonAsciiKinds = new Map<string, CharKind>();

/** What one character (a code point, or a lone surrogate) is. */
function kindOf(char: string): CharKind {
  const code = char.charCodeAt(0);
  if (code < 128) {
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122))
      return WORDY;
    return code === 32 || (code >= 9 && code <= 13) ? SPACE : OTHER;
  }
  let kind = nonAsciiKinds.get(char);
  if (kind === undefined) {
    kind = /\s/u.test(char)
      ? SPACE
      : /\p{M}/u.test(char)
        ? MARK
        : /[\p{L}\p{N}]/u.test(char)
          ? WORDY
          : OTHER;
    nonAsciiKinds.set(char, kind);
  }
  return kind;
}

/** Lower case, accents and other marks off, every character that is not a letter or digit out. */
export function foldWord(word: string): string {
  // ASCII has nothing to decompose and no marks; in it, \p{L} and \p{N} are [A-Za-z0-9].
  if (ASCII.test(word)) return word.toLowerCase().replace(/[^a-z0-9]+/g, '');
  let unmarked = '';
  for (const char of word.normalize('NFD')) if (kindOf(char) !== MARK) unmarked += char;
  let folded = '';
  for (const char of unmarked.toLowerCase()) if (kindOf(char) === WORDY) folded += char;
  return folded;
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

/**
 * Folded words, kept from answer to answer (emptied when full): results come back with the
 * same words (brands, kinds of thing, places).
 */
const KEPT_WORDS = 5_000;
const foldedWords = new Map<string, string>();

function kept<T>(map: Map<string, T>, key: string, make: (key: string) => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make(key);
    if (map.size >= KEPT_WORDS) map.clear();
    map.set(key, value);
  }
  return value;
}

/** A word cut as /[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/u cuts it; wordy: a letter or digit in it. */
function piecesOf(word: string): { text: string; wordy: boolean }[] {
  if (ASCII.test(word)) {
    return (word.match(/[A-Za-z0-9]+|[^A-Za-z0-9]+/g) ?? []).map((text) => ({
      text,
      wordy: /[A-Za-z0-9]/.test(text),
    }));
  }
  const pieces: { text: string; wordy: boolean; inWord: boolean }[] = [];
  for (const char of word) {
    const kind = kindOf(char);
    const inWord = kind === WORDY || kind === MARK;
    const last = pieces[pieces.length - 1];
    if (last?.inWord === inWord) {
      last.text += char;
      last.wordy ||= kind === WORDY;
    } else pieces.push({ text: char, wordy: kind === WORDY, inWord });
  }
  return pieces;
}

const matchesAny = (word: string, terms: readonly string[]) => {
  const folded = kept(foldedWords, word, foldWord);
  return terms.some((term) => matchesTerm(folded, term));
};

/** A word of a text (no white space in it) cut into parts, those that match marked. */
function wordParts(token: string, terms: readonly string[]): TextPart[] {
  if (matchesAny(token, terms)) return [{ text: token, match: true }];
  return piecesOf(token).map(({ text, wordy }) => ({
    text,
    match: wordy && matchesAny(text, terms),
  }));
}

/**
 * Each word's parts for the last terms asked, kept: an answer's results repeat their words
 * (brands, kinds of thing, places). Emptied when the terms change or it is full.
 */
const keptParts = new Map<string, readonly TextPart[]>();
let keptFor = '';

const keptWordParts = (token: string, terms: readonly string[]): readonly TextPart[] =>
  kept(keptParts, token, (word) => wordParts(word, terms));

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
  const termsKey = terms.join('\n');
  if (termsKey !== keptFor) {
    keptParts.clear();
    keptFor = termsKey;
  }
  // \s is the same set with or without the u flag, and \S+ never cuts a surrogate pair.
  for (const token of text.match(/\s+|\S+/g) ?? []) {
    if (kindOf(token.charAt(0)) === SPACE) push(token, false);
    else for (const part of keptWordParts(token, terms)) push(part.text, part.match);
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
