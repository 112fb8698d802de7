import { Inject, Injectable, Optional } from '@nestjs/common';
import { Readable } from 'node:stream';
import { accountGone } from '../account.errors.js';
import { AccountExportRepository } from './account-export.repository.js';
import type { AccountExportSource } from './account-export.rows.js';
import {
  AccountExportWriter,
  EXPORT_BATCH_SIZES,
  EXPORT_BATCH_SIZES_TOKEN,
  type ExportBatchSizes,
} from './account-export.writer.js';
import { PACK_CSV_WRITER, type PackCsvWriter } from './pack-csv-writer.js';

export interface AccountExport {
  /** e.g. packtrail-export-2026-05-01.json */
  fileName: string;
  /** The JSON document, read from the database as the client takes it. */
  body: Readable;
}

/**
 * The account export (format version 1, see export-format.ts and docs/data-export.md), streamed:
 * the tables are read a batch at a time and each batch is written before the next is read, so
 * memory stays bounded by a batch whatever the size of the account, and no transaction or
 * connection is held while the client downloads (see WrittenIds for what that means for
 * consistency).
 */
@Injectable()
export class AccountExportService {
  private readonly sizes: ExportBatchSizes;

  constructor(
    @Inject(AccountExportRepository) private readonly source: AccountExportSource,
    @Optional() @Inject(PACK_CSV_WRITER) private readonly csv?: PackCsvWriter,
    @Optional() @Inject(EXPORT_BATCH_SIZES_TOKEN) sizes?: ExportBatchSizes,
  ) {
    this.sizes = sizes ?? EXPORT_BATCH_SIZES;
  }

  /** Reads the account before answering (a deleted account is a 401, not a broken file). */
  async export(ownerId: string, now = new Date()): Promise<AccountExport> {
    const account = await this.source.account(ownerId);
    if (!account) throw accountGone();
    const writer = new AccountExportWriter(this.source, ownerId, this.sizes, this.csv);
    return {
      fileName: `packtrail-export-${now.toISOString().slice(0, 10)}.json`,
      // One piece buffered: the next batch is read only once the response has taken the last
      // one (Nest pipes it with backpressure), so a slow client slows the reads down instead
      // of making the server hold the document.
      body: Readable.from(writer.document(account, now), { highWaterMark: 1 }),
    };
  }
}
