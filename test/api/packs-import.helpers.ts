import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import type { HttpSession } from '@test/support/http-session.js';
import type { TestApp } from '@test/support/test-app.js';

/** A LighterPack file from test/fixtures/lighterpack, as its bytes. */
export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/lighterpack/${name}`, import.meta.url));

export interface ImportOptions {
  fileName?: string;
  name?: string;
  currency?: string;
  packId?: string;
  updateLibrary?: string;
  /** The multipart field the file goes in; `file` unless a test says otherwise. */
  field?: string;
  type?: string;
}

/** How a matched library item and its row differ (each field only when they do). */
export interface DifferencesJson {
  weight?: { library: WeightJson; file: WeightJson };
  price?: { library: PriceJson; file: PriceJson };
  url?: { library: string | null; file: string | null };
  description?: { library: string; file: string };
}
interface WeightJson {
  weightMg: number;
  weightUnit: string;
}
interface PriceJson {
  priceMinor: number | null;
  currency: string | null;
}

/** What the preview and the import report alike. */
export interface ImportPlanJson {
  currency: string;
  createdItems: number;
  matchedItems: {
    line: number;
    gearItemId: string;
    name: string;
    category: string;
    differences: DifferencesJson;
  }[];
  addedLines: number;
  alreadyInPack: {
    line: number;
    name: string;
    category: string;
    packQuantity: number;
    fileQuantity: number;
  }[];
  mergedRows: { line: number; intoLine: number; name: string; category: string }[];
  skipped: { line: number; reason: string }[];
  adjusted: { line: number; reason: string }[];
}

export interface ImportReportJson extends ImportPlanJson {
  pack: { id: string; name: string; slug: string };
  libraryChoice: 'keep' | 'update';
  updatedItems: number;
}

export interface ImportPreviewJson extends ImportPlanJson {
  pack: { id: string | null; name: string };
}

export interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string; line?: number }[];
}

/** POST /api/packs/import (or its /preview) as a browser's form would send it. */
export async function importCsv<T = ImportReportJson>(
  app: TestApp,
  session: HttpSession,
  content: string | Buffer | null,
  options: ImportOptions = {},
  path = '/api/packs/import',
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  if (content !== null) {
    const blob = new Blob([content], { type: options.type ?? 'text/csv' });
    form.append(options.field ?? 'file', blob, options.fileName ?? 'pack.csv');
  }
  for (const field of ['name', 'currency', 'packId', 'updateLibrary'] as const) {
    const value = options[field];
    if (value !== undefined) form.append(field, value);
  }
  const response = await session.fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as T };
}

/** POST /api/packs/import/preview: what the import would do, nothing written. */
export const previewCsv = <T = ImportPreviewJson>(
  app: TestApp,
  session: HttpSession,
  content: string | Buffer | null,
  options: ImportOptions = {},
) => importCsv<T>(app, session, content, options, '/api/packs/import/preview');

/** GET /api/packs/:id/export.csv: the response, its text and its headers. */
export async function exportCsv(app: TestApp, session: HttpSession, packId: string) {
  const response = await session.fetch(`${app.baseUrl}/api/packs/${packId}/export.csv`);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** How many rows of each kind the user owns: nothing may change when an import fails. */
export async function ownedRows(app: TestApp, ownerId: string) {
  const [counts] = await app.app.get(DataSource).query<Record<string, number>[]>(
    `SELECT
       (SELECT count(*)::int FROM packs WHERE owner_id = $1) AS packs,
       (SELECT count(*)::int FROM pack_lines WHERE owner_id = $1) AS lines,
       (SELECT count(*)::int FROM gear_items WHERE owner_id = $1) AS items,
       (SELECT count(*)::int FROM gear_categories WHERE owner_id = $1) AS categories,
       (SELECT count(*)::int FROM pack_categories WHERE owner_id = $1) AS "packCategories"`,
    [ownerId],
  );
  return counts;
}

/** A LighterPack file from rows of cells (no quoting: tests pass plain cells). */
export const csvOf = (...rows: string[]): string =>
  ['Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable', ...rows].join('\n') + '\n';
