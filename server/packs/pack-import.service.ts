import { BadRequestException, Injectable } from '@nestjs/common';
import {
  LighterPackCsvError,
  LIGHTERPACK_HEADER,
  parseLighterPackCsv,
  type LighterPackParseResult,
} from '@server/domain/lighterpack-csv.js';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';
import { isForeignKeyViolation, isUniqueViolation } from '@server/gear/gear-errors.js';
import {
  CSV_FIELD,
  fileError,
  nameFromFileName,
  readCsvText,
  type UploadedCsvFile,
} from './csv-upload.js';
import type { ImportPackDto } from './dto/import-pack.dto.js';
import type { ImportPackResultDto } from './dto/import-pack-result.dto.js';
import { UNIQUE_IMPORT_OWNER } from './pack-import-ledger.repository.js';
import { PackImportSweeper } from './pack-import-removal.js';
import { checkRows, type ImportLine, type RowNotice } from './pack-import-rows.js';
import { yieldToOthers } from './pack-import-steps.js';
import { importInProgress, importStopped } from './pack-errors.js';
import { ImportRemovedError, writeImport, type WrittenImport } from './pack-import-writer.js';
import { PackImportTransactions } from './pack-import-transactions.js';
import { UNIQUE_SLUG } from './packs.repository.js';

const DEFAULT_CURRENCY = 'USD';
const DEFAULT_NAME = 'Imported pack';
const NAME_MAX_LENGTH = 200;
/**
 * The library may change while an import writes its steps (a pack takes the slug, a category
 * of the same name is created, an item the file matched is deleted): the import is removed and
 * planned again.
 */
const ATTEMPTS = 3;
const UNIQUE_CATEGORY_NAME = 'UQ_gear_categories_owner_name';

const libraryChanged = (error: unknown): boolean =>
  isUniqueViolation(error, UNIQUE_SLUG) ||
  isUniqueViolation(error, UNIQUE_CATEGORY_NAME) ||
  isForeignKeyViolation(error, 'pack_lines_gear_item_id_fkey') ||
  isForeignKeyViolation(error, 'gear_items_category_id_fkey') ||
  isForeignKeyViolation(error, 'pack_categories_category_id_fkey');

/** The file as a whole is not LighterPack CSV: a 400 naming the field. */
function fileProblem(error: LighterPackCsvError): BadRequestException {
  switch (error.code) {
    case 'empty_file':
      return fileError('EMPTY_FILE', 'The file is empty', 'file is empty');
    case 'not_lighterpack':
      return fileError(
        'NOT_LIGHTERPACK',
        `${error.message}: in LighterPack, choose Share, then Export to CSV, and import that file`,
        `file must start with LighterPack's header: ${LIGHTERPACK_HEADER.join(',')}`,
      );
    case 'too_many_rows':
      return fileError(
        'TOO_MANY_ROWS',
        `${error.message}: a pack holds at most ${MAX_PACK_LINES.toLocaleString('en')} items`,
        `file must have at most ${MAX_PACK_LINES.toLocaleString('en')} rows`,
      );
  }
}

function parseFile(text: string): LighterPackParseResult {
  try {
    return parseLighterPackCsv(text);
  } catch (error) {
    throw error instanceof LighterPackCsvError ? fileProblem(error) : error;
  }
}

/** Every row was skipped: the 400 lists each with its line, for the form to show. */
function nothingToImport(skipped: RowNotice[]): BadRequestException {
  const message =
    skipped.length === 0
      ? 'The file has the LighterPack header but no rows'
      : skipped.length === 1
        ? 'The file’s only row could not be imported'
        : `None of the file’s ${skipped.length} rows could be imported`;
  return new BadRequestException({
    message,
    code: 'NOTHING_TO_IMPORT',
    errors: [
      { field: CSV_FIELD, message },
      ...skipped.map(({ line, reason }) => ({
        field: CSV_FIELD,
        line,
        message: `Line ${line}: ${reason}`,
      })),
    ],
  });
}

/** The name asked for, else the file's, else a plain one; at most 200 characters. */
function packName(asked: string | undefined, fileName: string): string {
  const name = asked ?? nameFromFileName(fileName) ?? DEFAULT_NAME;
  return [...name].slice(0, NAME_MAX_LENGTH).join('').trim();
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/**
 * LighterPack CSV import: the file becomes a new pack, its rows library items (reusing the
 * ones the library has) and pack lines, whole or not at all. The file is read, checked and
 * written in bounded pieces (at most MAX_PACK_LINES rows, writes in short steps: see
 * writeImport), letting other requests run in between.
 */
@Injectable()
export class PackImportService {
  constructor(
    private readonly transactions: PackImportTransactions,
    private readonly sweeper: PackImportSweeper,
  ) {}

  async import(
    ownerId: string,
    file: UploadedCsvFile | undefined,
    dto: ImportPackDto,
  ): Promise<ImportPackResultDto> {
    const parsed = parseFile(await readCsvText(file));
    await yieldToOthers();
    const currency = dto.currency ?? DEFAULT_CURRENCY;
    const checked = checkRows(parsed.rows, currency);
    const skipped = [...parsed.skipped, ...checked.skipped].sort(byLine);
    if (checked.lines.length === 0) throw nothingToImport(skipped);
    await yieldToOthers();
    const name = packName(dto.name, file?.originalname ?? '');
    await this.sweeper.sweep();
    const written = await this.write(ownerId, name, currency, checked.lines);
    return {
      ...written,
      mergedRows: checked.merged,
      skipped,
      adjusted: checked.adjusted,
    };
  }

  private async write(
    ownerId: string,
    name: string,
    currency: string,
    lines: ImportLine[],
  ): Promise<WrittenImport> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await writeImport(this.transactions, ownerId, { name, currency, lines });
      } catch (error) {
        if (isUniqueViolation(error, UNIQUE_IMPORT_OWNER)) throw importInProgress();
        if (error instanceof ImportRemovedError) throw importStopped();
        if (attempt >= ATTEMPTS || !libraryChanged(error)) throw error;
      }
    }
  }
}
