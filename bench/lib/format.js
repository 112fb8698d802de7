/**
 * @typedef {object} Column
 * @property {string} header
 * @property {'left' | 'right'} [align] Numbers read best right-aligned; left is the default.
 */

/**
 * A plain-text table with padded columns, a rule under the header and an optional footer row
 * (drawn under a second rule), e.g. for totals.
 *
 * @param {Column[]} columns
 * @param {string[][]} rows
 * @param {string[]} [footer]
 * @returns {string}
 */
export function formatTable(columns, rows, footer) {
  const all = [columns.map((c) => c.header), ...rows, ...(footer ? [footer] : [])];
  const widths = columns.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} row */
  const line = (row) =>
    columns
      .map((column, i) => {
        const cell = row[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    line(all[0] ?? []),
    rule,
    ...rows.map(line),
    ...(footer ? [rule, line(footer)] : []),
  ].join('\n');
}

/** @param {number} bytes @returns {string} kilobytes (1 kB = 1000 bytes) with one decimal. */
export const kB = (bytes) => (bytes / 1000).toFixed(1);

/** @param {number} ms @returns {string} */
export const ms = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

/** @param {number} n @returns {string} with thousands separators. */
export const int = (n) => Math.round(n).toLocaleString('en-US');
