import { randomUUID } from 'node:crypto';
import { Injectable, type HttpException } from '@nestjs/common';
import {
  LighterPackCsvError,
  LIGHTERPACK_HEADER,
  parseLighterPackCsv,
  type LighterPackParseResult,
} from '@server/domain/lighterpack-csv.js';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';
import { isForeignKeyViolation, isUniqueViolation } from '@server/common/database-errors.js';
import { badRequest, invalidField } from '@server/common/errors.js';
import {
  CSV_FIELD,
  fileError,
  nameFromFileName,
  readCsvText,
  type UploadedCsvFile,
} from './csv-upload.js';
import type { ImportPackDto } from '../dto/import-pack.dto.js';
import type {
  ImportPackResultDto,
  ImportPlanReportDto,
  ImportPreviewDto,
} from '../dto/import-pack-result.dto.js';
import { UNIQUE_IMPORT_OWNER } from './pack-import-ledger.repository.js';
import type { ImportWrites } from './pack-import-plan.js';
import { planImport } from './pack-import-planner.js';
import { PackImportSweeper } from './pack-import-removal.js';
import { PackImportRepository } from './pack-import.repository.js';
import { checkRows, type CheckedRows, type RowNotice } from './pack-import-rows.js';
import { yieldToOthers } from './pack-import-steps.js';
import { importInProgress, importStopped } from '../packs.errors.js';
import {
  ImportRemovedError,
  writeImport,
  type ImportToWrite,
  type WrittenImport,
} from './pack-import-writer.js';
import { PackImportTransactions } from './pack-import.transactions.js';
import { UNIQUE_SLUG } from '../packs.repository.js';
import { NAME_MAX_LENGTH } from '@server/domain/limits.js';

/** When the account has no currency of its own: LighterPack shows prices in dollars. */
const DEFAULT_CURRENCY = 'USD';
const DEFAULT_NAME = 'Imported pack';
/**
 * The library may change while an import writes its steps (a pack takes the slug, a category
 * of the same name is created, an item the file matched is deleted, the pack it adds to gets
 * one of its items): the import is removed and planned again.
 */
const ATTEMPTS = 3;
const UNIQUE_CATEGORY_NAME = 'UQ_gear_categories_owner_name';

const libraryChanged = (error: unknown): boolean =>
  isUniqueViolation(error, UNIQUE_SLUG) ||
  isUniqueViolation(error, UNIQUE_CATEGORY_NAME) ||
  isForeignKeyViolation(error, 'pack_lines_gear_item_id_fkey') ||
  isForeignKeyViolation(error, 'gear_items_category_id_fkey') ||
  isForeignKeyViolation(error, 'pack_categories_category_id_fkey') ||
  isUniqueViolation(error, 'UQ_pack_lines_pack_item');

/** The file as a whole is not LighterPack CSV: a 400 naming the field. */
function fileProblem(error: LighterPackCsvError): HttpException {
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
function nothingToImport(skipped: RowNotice[]): HttpException {
  const message =
    skipped.length === 0
      ? 'The file has the LighterPack header but no rows'
      : skipped.length === 1
        ? 'The file’s only row could not be imported'
        : `None of the file’s ${skipped.length} rows could be imported`;
  return badRequest('NOTHING_TO_IMPORT', message, [
    { field: CSV_FIELD, message },
    ...skipped.map(({ line, reason }) => ({
      field: CSV_FIELD,
      line,
      message: `Line ${line}: ${reason}`,
    })),
  ]);
}

/** The name asked for, else the file's, else a plain one; at most 200 characters. */
function packName(asked: string | undefined, fileName: string): string {
  const name = asked ?? nameFromFileName(fileName) ?? DEFAULT_NAME;
  return [...name].slice(0, NAME_MAX_LENGTH).join('').trim();
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/** A file read and checked, with its rows' notices, before the library is consulted. */
interface ReadFile {
  currency: string;
  checked: CheckedRows;
  skipped: RowNotice[];
}

type PlanFigures = Pick<
  WrittenImport,
  'createdItems' | 'addedLines' | 'matchedItems' | 'alreadyInPack'
>;

const planFigures = (writes: ImportWrites): PlanFigures => ({
  createdItems: writes.items.length,
  addedLines: writes.lines.length,
  matchedItems: writes.matchedItems,
  alreadyInPack: writes.alreadyInPack,
});

/** What the preview and the import both report of a plan. */
function planReport(
  { currency, checked, skipped }: ReadFile,
  figures: PlanFigures,
): ImportPlanReportDto {
  return {
    currency,
    createdItems: figures.createdItems,
    matchedItems: figures.matchedItems,
    addedLines: figures.addedLines,
    alreadyInPack: figures.alreadyInPack,
    mergedRows: checked.merged,
    skipped,
    adjusted: checked.adjusted,
  };
}

/**
 * LighterPack CSV import: the file's rows become library items (reusing the ones the library
 * has, and reporting where the file describes them otherwise) and lines of a new pack or of
 * one of the owner's packs, whole or not at all. The preview plans it and writes nothing, so
 * the user can choose whether the matched items keep their values or take the file's. The file
 * is read, checked and written in bounded pieces (at most MAX_PACK_LINES rows, writes in short
 * steps: see writeImport), letting other requests run in between.
 */
@Injectable()
export class PackImportService {
  constructor(
    private readonly transactions: PackImportTransactions,
    private readonly sweeper: PackImportSweeper,
    private readonly repository: PackImportRepository,
  ) {}

  async preview(
    ownerId: string,
    file: UploadedCsvFile | undefined,
    dto: ImportPackDto,
  ): Promise<ImportPreviewDto> {
    const read = await this.read(ownerId, file, dto);
    const { target, writes } = await this.transactions.run((tx) =>
      planImport(tx, ownerId, this.toPlan(read, dto), randomUUID),
    );
    return {
      pack: target
        ? { id: target.id, name: target.name }
        : { id: null, name: packName(dto.name, file?.originalname ?? '') },
      ...planReport(read, planFigures(writes)),
    };
  }

  async import(
    ownerId: string,
    file: UploadedCsvFile | undefined,
    dto: ImportPackDto,
  ): Promise<ImportPackResultDto> {
    const read = await this.read(ownerId, file, dto);
    const name = packName(dto.name, file?.originalname ?? '');
    await this.sweeper.sweep();
    const written = await this.write(ownerId, { ...this.toPlan(read, dto), name });
    return {
      pack: written.pack,
      libraryChoice: dto.updateLibrary ?? 'keep',
      updatedItems: written.updatedItems,
      ...planReport(read, written),
    };
  }

  /**
   * Rows that come from elsewhere than a file (a public pack copied into the owner's gear) as a
   * new pack: planned and written exactly as a file's (matched into the library by name and
   * category, or created), whole or not at all. The rows must already be held to the limits
   * (checkRows' rules) and name each item once.
   */
  async importRows(
    ownerId: string,
    rows: Omit<ImportToWrite, 'intoPackId' | 'updateLibrary'>,
  ): Promise<WrittenImport> {
    await this.sweeper.sweep();
    return this.write(ownerId, { ...rows, intoPackId: null, updateLibrary: false });
  }

  /** The file parsed and its rows checked, prices in the currency asked for or the account's. */
  private async read(
    ownerId: string,
    file: UploadedCsvFile | undefined,
    dto: ImportPackDto,
  ): Promise<ReadFile> {
    if (dto.packId !== undefined && dto.name !== undefined) {
      throw invalidField(
        'name',
        'name is for a new pack: leave it out when adding to one of your packs (packId)',
      );
    }
    const parsed = parseFile(await readCsvText(file));
    await yieldToOthers();
    const currency =
      dto.currency ?? (await this.repository.accountCurrency(ownerId)) ?? DEFAULT_CURRENCY;
    const checked = checkRows(parsed.rows, currency);
    const skipped = [...parsed.skipped, ...checked.skipped].sort(byLine);
    if (checked.lines.length === 0) throw nothingToImport(skipped);
    await yieldToOthers();
    return { currency, checked, skipped };
  }

  private toPlan({ currency, checked }: ReadFile, dto: ImportPackDto) {
    return {
      currency,
      lines: checked.lines,
      updateLibrary: dto.updateLibrary === 'update',
      intoPackId: dto.packId ?? null,
    };
  }

  private async write(ownerId: string, file: ImportToWrite): Promise<WrittenImport> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await writeImport(this.transactions, ownerId, file);
      } catch (error) {
        if (isUniqueViolation(error, UNIQUE_IMPORT_OWNER)) throw importInProgress();
        if (error instanceof ImportRemovedError) throw importStopped();
        if (attempt >= ATTEMPTS || !libraryChanged(error)) throw error;
      }
    }
  }
}
