import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '@server/common/errors.js';
import type { ErrorCode } from '@server/domain/error-codes.js';

/** The multipart field the CSV file travels in. */
export const CSV_FIELD = 'file';

/**
 * The largest file accepted: 1 MiB, a little over LighterPack's own 1,000,000-byte limit, so
 * every file LighterPack would take is taken here too. 5,000 rows fit in about 400 kB.
 */
export { MAX_CSV_BYTES } from '@server/domain/limits.js';

/** An upload as multer holds it in memory (only what we read of it). */
export interface UploadedCsvFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/** A 400 about the file, in the validation pipe's shape, so the client shows it by the field. */
export const fileError = (code: ErrorCode, message: string, fieldMessage = message) =>
  badRequest(code, message, [{ field: CSV_FIELD, message: fieldMessage }]);

const notText = () =>
  fileError(
    'NOT_TEXT',
    'The file is not a CSV text file: choose the .csv file LighterPack exported',
    'file must be a CSV text file (a LighterPack export), not an image or other binary file',
  );

/** NUL and the C0 controls that never occur in text (tab, LF, FF and CR do). */
// eslint-disable-next-line no-control-regex
const BINARY_BYTES = /[\x00-\x08\x0b\x0e-\x1f]/;

/**
 * The file as text, decided from its bytes alone (the name and declared type prove nothing):
 * a known binary format (image, PDF, zip...) or control bytes mean it is not text. UTF-8 with
 * or without a byte order mark is read as such; bytes that are not UTF-8 are read as
 * Windows-1252, which is what a spreadsheet saves as "CSV" on many Windows machines.
 */
export async function readCsvText(file: UploadedCsvFile | undefined): Promise<string> {
  if (!file) {
    throw fileError(
      'VALIDATION_FAILED',
      'Choose a LighterPack CSV file to import',
      'file is required',
    );
  }
  const type = await fileTypeFromBuffer(file.buffer);
  if (type && !type.mime.startsWith('text/')) throw notText();
  const text = decode(file.buffer);
  if (BINARY_BYTES.test(text)) throw notText();
  return text;
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The pack name a file suggests: its name without the extension, underscores read as spaces
 * (as LighterPack names an imported list). Multer reads the name's bytes as Latin-1 unless
 * told otherwise; the interceptor tells it UTF-8, so this only tidies.
 */
export function nameFromFileName(fileName: string): string | null {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const name = base.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return name === '' ? null : name;
}
