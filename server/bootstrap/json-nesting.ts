const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether a JSON text nests objects and arrays more than `limit` levels deep, read from its
 * UTF-8 bytes without parsing (brackets inside strings do not count). Every byte of a multi-byte
 * UTF-8 character is 0x80 or above, so the ASCII bytes looked for are always the characters.
 * Malformed text is not judged here: the parser refuses it next.
 */
export function nestsDeeperThan(utf8: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < utf8.length; index += 1) {
    const byte = utf8[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
