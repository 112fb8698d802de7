import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';

export const IMPORT_PATH = `${PACKS_PATH}/import`;
export const PREVIEW_PATH = `${IMPORT_PATH}/preview`;

/*
 * What the preview and the import answer: the server's DTOs, generated
 * (client/lib/api/schema.d.ts).
 */

/** A row of the file, by its line (the header is line 1), with what happened to it. */
export type RowNotice = ApiSchema<'RowNoticeDto'>;

export type WeightValue = ApiSchema<'WeightValueDto'>;

export type PriceValue = ApiSchema<'PriceValueDto'>;

/** Where a row says otherwise than the library item it matched; each field only when it does. */
export type ItemDifferences = ApiSchema<'ItemDifferencesDto'>;

/** A row whose item the library already had: the pack uses that item. */
export type MatchedItem = ApiSchema<'MatchedItemDto'>;

/** Into an existing pack: a row whose item the pack holds already; its line is left as it is. */
export type AlreadyInPack = ApiSchema<'AlreadyInPackDto'>;

export type LibraryChoice = ApiSchema<'LibraryChoice'>;

/** What POST /api/packs/import/preview answers: the plan, nothing written. */
export type ImportPreview = ApiSchema<'ImportPreviewDto'>;

/** What POST /api/packs/import answers (201). */
export type ImportPackResult = ApiSchema<'ImportPackResultDto'>;

/** What the preview and the import both say of a file. */
export type ImportPlan = Omit<ImportPreview, 'pack'>;

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
