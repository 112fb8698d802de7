import { apiFetch } from '@client/lib/api-client';
import { PACKS_PATH } from '../../api/use-packs';

export const IMPORT_PATH = `${PACKS_PATH}/import`;

/** The largest file the server takes (1 MiB). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** A row of the file, by its line (the header is line 1), with what happened to it. */
export interface RowNotice {
  line: number;
  reason: string;
}

/** What POST /api/packs/import answers (201). */
export interface ImportPackResult {
  pack: { id: string; name: string; slug: string };
  /** Items added to the library. */
  createdItems: number;
  /** Rows whose item the library already had: the pack uses that item. */
  matchedItems: { line: number; name: string; category: string }[];
  /** Rows naming an item an earlier row named: the quantity went to that row's line. */
  mergedRows: { line: number; intoLine: number; name: string; category: string }[];
  skipped: RowNotice[];
  /** Rows imported with a change (a link left out, a quantity rounded). */
  adjusted: RowNotice[];
}

export interface ImportPackRequest {
  file: File;
  /** Empty: the server names the pack after the file. */
  name: string;
  currency: string;
}

/** Sends the file as multipart form data; the browser sets the boundary. */
export function importPack({ file, name, currency }: ImportPackRequest): Promise<ImportPackResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (name !== '') body.append('name', name);
  body.append('currency', currency);
  return apiFetch<ImportPackResult>(IMPORT_PATH, { method: 'POST', body });
}
