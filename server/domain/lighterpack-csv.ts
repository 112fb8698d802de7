/**
 * LighterPack CSV, both ways. The format as LighterPack writes it (server/csv.js `listToCsv`):
 * header `Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable`, LF line ends, one
 * row per item in its own unit spelled out (`ounce`, `pound`, `gram`, `kilogram`), the weight
 * rounded to 2 decimals, `Worn` / `Consumable` or empty, RFC 4180 quoting. Files written before
 * 2017 stop after `unit`. Unlike LighterPack's importer we keep url, price, worn and consumable,
 * read every unit spelling in any case, and report each skipped row with its line and reason.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import { lineAfterBoundaries } from './csv-lines.js';
import { neutraliseFormula, restoreFormula } from './csv-formula.js';
import { MAX_ITEM_WEIGHT_MG, MAX_PACK_LINES } from './pack-limits.js';
import { MG_PER_UNIT, toMilligrams, type WeightUnit, parseUnit } from './weight-units.js';

export const LIGHTERPACK_HEADER = [
  'Item Name',
  'Category',
  'desc',
  'qty',
  'weight',
  'unit',
  'url',
  'price',
  'worn',
  'consumable',
] as const;

/** Columns up to `unit`: the old format, and the minimum a row needs. */
const REQUIRED_COLUMNS = 6;

export interface LighterPackRow {
  /** 1-based physical line where the record starts; the header is line 1. */
  line: number;
  name: string;
  category: string;
  description: string;
  quantity: number;
  weightMg: number;
  /** The row's own unit, kept so an export writes the item back the way it was entered. */
  unit: WeightUnit;
  url: string | null;
  /** Major units as written (12.99); the file carries no currency. */
  price: number | null;
  worn: boolean;
  consumable: boolean;
}

export type ExportRow = Omit<LighterPackRow, 'line'>;

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface LighterPackParseResult {
  rows: LighterPackRow[];
  skipped: SkippedRow[];
}

export type LighterPackCsvErrorCode = 'empty_file' | 'not_lighterpack' | 'too_many_rows';

/** The file as a whole cannot be read as LighterPack CSV (as opposed to a bad row). */
export class LighterPackCsvError extends Error {
  constructor(
    readonly code: LighterPackCsvErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LighterPackCsvError';
  }
}

const FULL_UNIT: Readonly<Record<WeightUnit, string>> = {
  oz: 'ounce',
  lb: 'pound',
  g: 'gram',
  kg: 'kilogram',
};

/** LighterPack's own rounded factors (client/utils/weight.js), used only to print weights. */
const LIGHTERPACK_MG_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  g: 1000,
  kg: 1_000_000,
  oz: 28349.5,
  lb: 453592,
};

/**
 * The weight LighterPack would print for `mg` in `unit` (its MgToWeight): 2 decimals, no
 * trailing zeros. Our import reads with the exact factors; the two differ by under 1 ppm, far
 * below the 0.005 rounding step, so re-exporting an imported file gives its numbers back.
 */
export function toLighterPackWeight(mg: number, unit: WeightUnit): number {
  const printed = Math.round((100 * mg) / LIGHTERPACK_MG_PER_UNIT[unit]) / 100;
  // LighterPack's ounce is lighter than the real one: near the largest weight the figure could
  // read back over it, and the import would refuse the row. Then write the largest that does not.
  if (toMilligrams(printed, unit) <= MAX_ITEM_WEIGHT_MG) return printed;
  return Math.floor((100 * MAX_ITEM_WEIGHT_MG) / MG_PER_UNIT[unit]) / 100;
}

const TRUE_MARKERS = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE_MARKERS = new Set(['', 'no', 'n', 'false', '0']);
// Plain decimals, signed so a negative gets its own reason, with the exponent JavaScript
// prints for tiny or huge numbers (String(1e-7) is "1e-7"), so exported values read back.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function readNumber(text: string): number | null {
  const trimmed = text.trim();
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

/** A non-negative number, or the reason it is not one. */
function readAmount(text: string, field: string): number | string {
  const value = readNumber(text);
  if (value === null) return `${field} is not a number: "${text}"`;
  return value < 0 ? `${field} must not be negative: "${text}"` : value;
}

function readMarker(text: string, marker: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === marker || TRUE_MARKERS.has(value)) return true;
  return FALSE_MARKERS.has(value) ? false : null;
}

function isHeader(cells: readonly string[]): boolean {
  if (cells.length < REQUIRED_COLUMNS) return false;
  return cells
    .slice(0, LIGHTERPACK_HEADER.length)
    .every((cell, i) => cell.trim().toLowerCase() === LIGHTERPACK_HEADER[i]?.toLowerCase());
}

type Measure = Pick<LighterPackRow, 'quantity' | 'weightMg' | 'unit'>;
type Extras = Pick<LighterPackRow, 'url' | 'price' | 'worn' | 'consumable'>;

function readMeasure(qtyText: string, weightText: string, unitText: string): Measure | string {
  const quantity = readAmount(qtyText, 'qty');
  if (typeof quantity === 'string') return quantity;
  const weight = readAmount(weightText, 'weight');
  if (typeof weight === 'string') return weight;
  if (unitText.trim() === '') return 'missing unit';
  const unit = parseUnit(unitText);
  if (unit === null) return `unknown unit: "${unitText}"`;
  try {
    return { quantity, weightMg: toMilligrams(weight, unit), unit };
  } catch {
    return `weight is too large: "${weightText}"`;
  }
}

/** The columns added in 2017; absent in old files, where they read as empty. */
function readExtras(cells: readonly string[]): Extras | string {
  const [urlText = '', priceText = '', wornText = '', consText = ''] = cells.slice(6);
  const price = priceText.trim() === '' ? null : readAmount(priceText, 'price');
  if (typeof price === 'string') return price;
  const worn = readMarker(wornText, 'worn');
  if (worn === null) return `worn must be "Worn" or empty, found "${wornText}"`;
  const consumable = readMarker(consText, 'consumable');
  if (consumable === null) return `consumable must be "Consumable" or empty, found "${consText}"`;
  const url = urlText.trim() === '' ? null : urlText.trim();
  return { url, price, worn, consumable };
}

/** A row's fields, or the reason to skip it. */
function readRow(written: readonly string[], line: number): LighterPackRow | string {
  // A cell the export prefixed against spreadsheet formulas reads back as it was typed.
  const cells = written.map(restoreFormula);
  if (cells.length < REQUIRED_COLUMNS) {
    return `expected at least ${REQUIRED_COLUMNS} columns, found ${cells.length}`;
  }
  const [name = '', category = '', description = '', qty = '', weight = '', unit = ''] = cells;
  if (name.trim() === '') return 'missing item name';
  if (name.trim().toLowerCase() === 'item name') return 'repeated header row';
  const measure = readMeasure(qty, weight, unit);
  if (typeof measure === 'string') return measure;
  const extras = readExtras(cells);
  if (typeof extras === 'string') return extras;
  return { line, name, category, description, ...measure, ...extras };
}

interface CsvRecord {
  cells: string[];
  line: number;
}

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** Thrown from inside csv-parse to stop it at the first row past the limit. */
class RowLimitReached extends Error {}

/**
 * Splits the bytes into records with their starting lines, and lists unreadable ones.
 * With relaxed quotes and column counts the only error csv-parse raises is a quote never
 * closed, which swallows the rest of the file: it is reported at the line where it starts.
 * Past `maxRecords` records that are not blank it stops reading and throws RowLimitReached, so
 * a huge file costs no more than the limit.
 */
function readRecords(
  bytes: Uint8Array,
  maxRecords: number,
): { records: CsvRecord[]; broken: SkippedRow[] } {
  const parsed: { cells: string[]; end: number }[] = [];
  const brokenAfter: number[] = [];
  let counted = 0;
  parse(bytes, {
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (cells, context) => {
      if (!isBlank(cells)) counted += 1;
      if (counted > maxRecords) throw new RowLimitReached();
      parsed.push({ cells, end: context.bytes });
      return null;
    },
    on_skip: () => {
      brokenAfter.push(parsed.length);
    },
  });
  const lines = lineAfterBoundaries(bytes, [0, ...parsed.map((record) => record.end)]);
  const lineAt = (index: number): number => lines[index] ?? 1;
  return {
    records: parsed.map((record, i) => ({ cells: record.cells, line: lineAt(i) })),
    broken: brokenAfter.map((index) => ({
      line: lineAt(index),
      reason: 'a quoted field is never closed',
    })),
  };
}

/** At most `maxRows` rows, header aside, or the whole file is refused (too_many_rows). */
function readAtMost(bytes: Uint8Array, maxRows: number) {
  try {
    return readRecords(bytes, maxRows + 1);
  } catch (error) {
    if (!(error instanceof RowLimitReached)) throw error;
    throw new LighterPackCsvError(
      'too_many_rows',
      `The file has more than ${maxRows.toLocaleString('en')} rows`,
    );
  }
}

/**
 * Reads a LighterPack CSV export (or a spreadsheet in the same layout). Accepts LF, CRLF or CR
 * line ends and a UTF-8 byte order mark; quoted fields may span lines. Rows whose cells are all
 * blank (spreadsheets leave `,,,,` lines) are ignored silently; every other row either becomes
 * a LighterPackRow or a skipped entry with its line number and reason.
 * Throws LighterPackCsvError when the file is empty, its first row is not the header, or it has
 * more than `maxRows` rows that are not blank (a pack's largest size by default): reading stops
 * there, so a file of 84,000 rows is refused as fast as one of 5,001.
 */
export function parseLighterPackCsv(
  text: string,
  { maxRows = MAX_PACK_LINES }: { maxRows?: number } = {},
): LighterPackParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const { records, broken } = readAtMost(new TextEncoder().encode(source), maxRows);
  const [header, ...body] = records;
  if (header === undefined) {
    // Nothing readable at all: either no content, or a quote opened on the first line.
    if (broken.length > 0) {
      throw new LighterPackCsvError(
        'not_lighterpack',
        'The first line is not a LighterPack header',
      );
    }
    throw new LighterPackCsvError('empty_file', 'The file is empty');
  }
  if (!isHeader(header.cells)) {
    throw new LighterPackCsvError(
      'not_lighterpack',
      `Line ${header.line} is not a LighterPack header (${LIGHTERPACK_HEADER.join(',')})`,
    );
  }
  const rows: LighterPackRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const { cells, line } of body) {
    if (isBlank(cells)) continue;
    const row = readRow(cells, line);
    if (typeof row === 'string') skipped.push({ line, reason: row });
    else rows.push(row);
  }
  // A broken record follows every row read, so appending keeps the list in line order.
  skipped.push(...broken);
  return { rows, skipped };
}

/**
 * Writes rows the way LighterPack does: its exact header, LF line ends (with a final one),
 * fields quoted only when they hold `"`, `,`, CR or LF, with `"` doubled. Unlike LighterPack,
 * text cells that a spreadsheet would run as a formula get a leading apostrophe
 * (neutraliseFormula, which the import undoes); the numbers are written as numbers.
 */
export function toLighterPackCsv(rows: readonly ExportRow[]): string {
  const records = rows.map((row) => [
    neutraliseFormula(row.name),
    neutraliseFormula(row.category),
    neutraliseFormula(row.description),
    String(row.quantity),
    String(toLighterPackWeight(row.weightMg, row.unit)),
    FULL_UNIT[row.unit],
    neutraliseFormula(row.url ?? ''),
    row.price === null ? '' : String(row.price),
    row.worn ? 'Worn' : '',
    row.consumable ? 'Consumable' : '',
  ]);
  return stringify([[...LIGHTERPACK_HEADER], ...records], {
    record_delimiter: 'unix',
    // csv-stringify quotes its own record delimiter (LF) but not a lone CR; LighterPack does.
    quoted_match: /\r/,
    eof: true,
  });
}
