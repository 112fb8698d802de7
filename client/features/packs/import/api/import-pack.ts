import type { WeightUnit } from '@domain/weight-units';
import { apiFetch } from '@client/lib/api-client';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';

export const IMPORT_PATH = `${PACKS_PATH}/import`;
export const PREVIEW_PATH = `${IMPORT_PATH}/preview`;

/** A row of the file, by its line (the header is line 1), with what happened to it. */
export interface RowNotice {
  line: number;
  reason: string;
}

export interface WeightValue {
  weightMg: number;
  /** The unit it was entered in (the library) or written in (the file). */
  weightUnit: WeightUnit;
}

export interface PriceValue {
  /** Null: no price. */
  priceMinor: number | null;
  currency: string | null;
}

/** Where a row says otherwise than the library item it matched; each field only when it does. */
export interface ItemDifferences {
  weight?: { library: WeightValue; file: WeightValue };
  price?: { library: PriceValue; file: PriceValue };
  url?: { library: string | null; file: string | null };
  description?: { library: string; file: string };
}

/** A row whose item the library already had: the pack uses that item. */
export interface MatchedItem {
  line: number;
  gearItemId: string;
  name: string;
  category: string;
  differences: ItemDifferences;
}

/** Into an existing pack: a row whose item the pack holds already; its line is left as it is. */
export interface AlreadyInPack {
  line: number;
  name: string;
  category: string;
  packQuantity: number;
  fileQuantity: number;
}

/** What the preview and the import both say of a file. */
export interface ImportPlan {
  /** The currency the prices were read in. */
  currency: string;
  /** Items added to the library. */
  createdItems: number;
  matchedItems: MatchedItem[];
  /** Lines added to the pack. */
  addedLines: number;
  alreadyInPack: AlreadyInPack[];
  /** Rows naming an item an earlier row named: the quantity went to that row's line. */
  mergedRows: { line: number; intoLine: number; name: string; category: string }[];
  skipped: RowNotice[];
  /** Rows imported with a change (a link left out, a quantity rounded). */
  adjusted: RowNotice[];
}

export type LibraryChoice = 'keep' | 'update';

/** What POST /api/packs/import/preview answers: the plan, nothing written. */
export interface ImportPreview extends ImportPlan {
  /** `id` null: a new pack of that name. */
  pack: { id: string | null; name: string };
}

/** What POST /api/packs/import answers (201). */
export interface ImportPackResult extends ImportPlan {
  /** The new pack, or the one the lines joined. */
  pack: { id: string; name: string; slug: string };
  libraryChoice: LibraryChoice;
  /** Library items changed to the file's values. */
  updatedItems: number;
}

/** A finished import, and whether it made a new pack (else it added to one of the user's). */
export interface ImportDone {
  result: ImportPackResult;
  newPack: boolean;
}

export interface ImportPackRequest {
  file: File;
  /** Empty: the server names the pack after the file. Unused with `packId`. */
  name: string;
  currency: string;
  /** One of the user's packs to add the lines to; null: a new pack. */
  packId: string | null;
}

function formOf({ file, name, currency, packId }: ImportPackRequest): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  if (packId !== null) body.append('packId', packId);
  else if (name !== '') body.append('name', name);
  body.append('currency', currency);
  return body;
}

/** What the import would do; sends the file as multipart form data (the browser sets the boundary). */
export function previewImport(request: ImportPackRequest): Promise<ImportPreview> {
  return apiFetch<ImportPreview>(PREVIEW_PATH, { method: 'POST', body: formOf(request) });
}

/** Imports the file; `updateLibrary` says what happens to matched items the file describes otherwise. */
export function importPack(
  request: ImportPackRequest,
  updateLibrary: LibraryChoice = 'keep',
): Promise<ImportPackResult> {
  const body = formOf(request);
  body.append('updateLibrary', updateLibrary);
  return apiFetch<ImportPackResult>(IMPORT_PATH, { method: 'POST', body });
}

/** The matched items the file describes otherwise, in the file's order. */
export const differingItems = (plan: Pick<ImportPlan, 'matchedItems'>): MatchedItem[] =>
  plan.matchedItems.filter((item) => Object.keys(item.differences).length > 0);
