/**
 * How export-format.ts lists a section's fields once, and what is derived from the list: the
 * repository's select (`selectColumns`), the rows it reads (`ExportRow`, `parseRows`), and the
 * document's objects (`ExportFields`, `exportFields`), their fields in the list's order.
 */
import type { WrittenIds } from './written-ids.js';

/**
 * A field read from a column: `Row` is what the row holds (what the fake sources of the unit
 * tests give too), `Doc` what the document holds.
 */
export interface ExportColumn<Row, Doc = Row> {
  readonly kind: 'column';
  /** The column, qualified with the query's table; one that names its table (`trip.x`) as is. */
  readonly column: string;
  /** A cast in the select (`text`: a calendar date as the database writes it). */
  readonly cast?: 'text';
  /** pg hands bigint and numeric columns back as text: what the row holds of that. */
  parse?(value: unknown): Row;
  /** What the document holds; `written` says which of the rows referred to it holds. */
  write(value: Row, written: WrittenIds): Doc;
}

/**
 * A field the mapper fills from other rows (a pack's lines, a trip's route) or from what the
 * writer works out (an activity file's unzipped bytes).
 */
export interface ExportFilled<Doc> {
  readonly kind: 'filled';
  /** Never set: carries the field's type. */
  readonly type?: Doc;
}

export type ExportColumns = Record<string, ExportColumn<unknown, unknown> | ExportFilled<unknown>>;

/** The row a section's query gives: its columns' fields, by their document names. */
export type ExportRow<C extends ExportColumns> = {
  -readonly [
    K in keyof C as C[K] extends ExportFilled<unknown> ? never : K
  ]: C[K] extends ExportColumn<infer Row, unknown> ? Row : never;
};

/** What the mapper fills in itself. */
export type ExportFilledFields<C extends ExportColumns> = {
  -readonly [
    K in keyof C as C[K] extends ExportFilled<unknown> ? K : never
  ]: C[K] extends ExportFilled<infer Doc> ? Doc : never;
};

/** The section's object in the document. */
export type ExportFields<C extends ExportColumns> = {
  -readonly [K in keyof C]: C[K] extends ExportColumn<unknown, infer Doc>
    ? Doc
    : C[K] extends ExportFilled<infer Doc>
      ? Doc
      : never;
};

const asRead = <T>(value: T): T => value;

/** A column the document holds as it is read. */
export const column = <T>(name: string, cast?: 'text'): ExportColumn<T> => ({
  kind: 'column',
  column: name,
  ...(cast && { cast }),
  write: asRead,
});

/** A bigint or numeric column (read as text) holding a number. */
export const figure = (name: string): ExportColumn<number> => ({
  ...column<number>(name),
  parse: (value) => Number(value),
});

/** A nullable bigint or numeric column. */
export const figureOrNull = (name: string): ExportColumn<number | null> => ({
  ...column<number | null>(name),
  parse: (value) => (value === null ? null : Number(value)),
});

/** A timestamptz, written as ISO 8601 in UTC. */
export const time = (name: string): ExportColumn<Date, string> => ({
  kind: 'column',
  column: name,
  write: (date) => date.toISOString(),
});

/**
 * A category's id, null when the document holds no such category (one created after the
 * categories were written: see WrittenIds).
 */
export const categoryRef = (name: string): ExportColumn<string | null> => ({
  kind: 'column',
  column: name,
  write: (id, written) => written.category(id),
});

/**
 * An id of another section's row (a pack, a trip), null when the document holds no such row
 * (one created after its section was written: see WrittenIds).
 */
export const reference = (
  name: string,
  holds: (written: WrittenIds, id: string) => boolean,
): ExportColumn<string | null> => ({
  kind: 'column',
  column: name,
  write: (id, written) => (id !== null && holds(written, id) ? id : null),
});

/** A field the mapper fills from other rows. */
export const filled = <T>(): ExportFilled<T> => ({ kind: 'filled' });

const columnsOf = (columns: ExportColumns) =>
  Object.entries(columns).flatMap(([field, spec]) =>
    spec.kind === 'column' ? [{ field, spec }] : [],
  );

/** The select list of a section's columns, each named as its field: `trip.pace_kmh AS "paceKmh"`. */
export function selectColumns(columns: ExportColumns, table?: string): string {
  return columnsOf(columns)
    .map(({ field, spec }) => {
      const qualified =
        table && !spec.column.includes('.') ? `${table}.${spec.column}` : spec.column;
      return `${qualified}${spec.cast ? `::${spec.cast}` : ''} AS "${field}"`;
    })
    .join(', ');
}

/** Rows as pg gives them, as the section's row type holds them (bigint and numeric text as numbers). */
export function parseRows<Row>(
  columns: ExportColumns,
  rows: readonly Record<string, unknown>[],
): Row[] {
  const parsers = columnsOf(columns).flatMap(({ field, spec }) =>
    spec.parse ? [{ field, parse: spec.parse.bind(spec) }] : [],
  );
  return rows.map((row) => {
    const parsed = { ...row };
    for (const { field, parse } of parsers) parsed[field] = parse(row[field]);
    return parsed as Row;
  });
}

/** A row as the document holds it: every field of the list, in its order. */
export function exportFields<C extends ExportColumns>(
  columns: C,
  row: ExportRow<C>,
  written: WrittenIds,
  fill: ExportFilledFields<C>,
): ExportFields<C> {
  const read = row as Record<string, unknown>;
  const given = fill as Record<string, unknown>;
  const document: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(columns)) {
    document[field] = spec.kind === 'column' ? spec.write(read[field], written) : given[field];
  }
  return document as ExportFields<C>;
}
