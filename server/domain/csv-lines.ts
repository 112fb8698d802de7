/**
 * Physical line numbers for CSV records. csv-parse reports, for each record, the byte offset
 * just past it (`info.bytes`), but its own line counter counts a CRLF inside a quoted field as
 * two lines; so we count line breaks ourselves, in one pass over the UTF-8 bytes.
 */

const LF = 0x0a;
const CR = 0x0d;

/**
 * For each boundary offset (ascending), the 1-based line of the first byte at or after it that
 * is not a line break, i.e. where the next record starts once blank lines are passed over.
 * CRLF, LF and a lone CR each end one line.
 */
export function lineAfterBoundaries(bytes: Uint8Array, boundaries: readonly number[]): number[] {
  const lines: number[] = [];
  let pos = 0;
  let line = 1;
  const stepOverBreak = (): void => {
    pos += bytes[pos] === CR && bytes[pos + 1] === LF ? 2 : 1;
    line += 1;
  };
  for (const boundary of boundaries) {
    while (pos < boundary) {
      if (bytes[pos] === CR || bytes[pos] === LF) stepOverBreak();
      else pos += 1;
    }
    while (bytes[pos] === CR || bytes[pos] === LF) stepOverBreak();
    lines.push(line);
  }
  return lines;
}
