/**
 * Text as the preview images draw it: what a user typed, made safe to lay out on one card.
 * Pure: the drawing runs these before anything reaches the renderer, so the card (and the hash
 * that names it) holds exactly the text that is drawn.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Control characters (line breaks and tabs become spaces first) and the bidirectional
 * embedding, override and isolate marks: a name cannot turn the rest of the card around or
 * break it into lines of its own. The emoji variation selectors go too (the monochrome emoji
 * font draws the emoji without them, and a selector alone draws as a blank). What is left is
 * only ever text to draw, never markup.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\ufe0e|\ufe0f/g;

/** One line of plain text: controls gone, runs of white space made one space, trimmed. */
export function plainText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(CONTROLS, '').replace(/ {2,}/g, ' ').trim();
}

/** How many user-perceived characters (an emoji with its modifiers is one). */
export function graphemeCount(text: string): number {
  return [...graphemes.segment(text)].length;
}

/**
 * At most `max` user-perceived characters, the last of them an ellipsis when cut (never inside
 * an emoji or between a letter and its accent; no space left before the ellipsis).
 */
export function truncateText(text: string, max: number): string {
  const plain = plainText(text);
  if (graphemeCount(plain) <= max) return plain;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(plain)) {
    if (kept.length >= Math.max(0, max - 1)) break;
    kept.push(segment);
  }
  return `${kept.join('').trimEnd()}…`;
}

/** A title as it is drawn: its text (cut) and the size its length allows. */
export interface TitleFit {
  text: string;
  fontSize: number;
}

/** Title sizes by length: short names big, long ones smaller over at most two lines. */
const TITLE_STEPS: readonly { upTo: number; fontSize: number }[] = [
  { upTo: 18, fontSize: 72 },
  { upTo: 30, fontSize: 60 },
  { upTo: 48, fontSize: 52 },
  { upTo: Infinity, fontSize: 44 },
];

/** The longest title drawn: two lines of the smallest size hold about this many characters. */
export const TITLE_MAX_CHARACTERS = 60;

/**
 * A pack's or trip's name fitted to the card: cut to TITLE_MAX_CHARACTERS, sized by length.
 * The renderer also clamps it to two lines with an ellipsis (wide letters can still overflow
 * what a character count guesses); an empty name is drawn as "Untitled".
 */
export function fitTitle(name: string): TitleFit {
  const text = truncateText(name, TITLE_MAX_CHARACTERS) || 'Untitled';
  const length = graphemeCount(text);
  const step =
    TITLE_STEPS.find(({ upTo }) => length <= upTo) ?? TITLE_STEPS[TITLE_STEPS.length - 1];
  return { text, fontSize: step?.fontSize ?? 44 };
}
