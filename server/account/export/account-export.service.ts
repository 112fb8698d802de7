import { Inject, Injectable, Optional } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { PhotoEntity } from '@server/photos/photo.entity.js';
import { accountGone } from '../account-errors.js';
import { AccountExportRepository, type AccountSnapshot } from './account-export.repository.js';
import { toExportDocument } from './account-export.mapper.js';
import type { ExportDocument, ExportPhoto } from './export-format.js';
import { PACK_CSV_WRITER, type PackCsvWriter } from './pack-csv-writer.js';

/** Photos read per query: at most 5 MB each, so a batch stays well under 100 MB in memory. */
const PHOTO_BATCH = 8;

export interface AccountExport {
  /** e.g. packtrail-export-2026-05-01.json */
  fileName: string;
  /** The JSON document, written as it is read. */
  body: Readable;
}

/** `{ ... "packs": [...] }` with its closing brace cut off, ready for `"photos"` to follow. */
function openDocument(document: ExportDocument): string {
  // `photos: undefined` is left out by JSON.stringify: the photos are written after.
  const text = JSON.stringify({ ...document, photos: undefined }, null, 2);
  return `${text.slice(0, text.lastIndexOf('}')).trimEnd()},\n  "photos": [`;
}

const photoJson = (photo: PhotoEntity, bytes: Buffer): string => {
  const entry: ExportPhoto = {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt.toISOString(),
    data: bytes.toString('base64'),
  };
  return JSON.stringify(entry);
};

/**
 * The account export (format version 1, see export-format.ts and docs/data-export.md). The rows
 * are read in one snapshot; the photos follow in batches outside any transaction, so a slow
 * download never holds the database (the embedded one has a single connection).
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly repository: AccountExportRepository,
    @Optional() @Inject(PACK_CSV_WRITER) private readonly csv?: PackCsvWriter,
  ) {}

  async export(ownerId: string, now = new Date()): Promise<AccountExport> {
    const snapshot = await this.repository.snapshot(ownerId);
    if (!snapshot) throw accountGone();
    const document = toExportDocument(snapshot, now);
    await this.addCsv(ownerId, document);
    return {
      fileName: `packtrail-export-${now.toISOString().slice(0, 10)}.json`,
      body: Readable.from(this.write(ownerId, document, snapshot.photos)),
    };
  }

  private async addCsv(ownerId: string, document: ExportDocument): Promise<void> {
    if (!this.csv || document.packs.length === 0) return;
    const files = await this.csv.writePacks(
      ownerId,
      document.packs.map((pack) => pack.id),
    );
    for (const pack of document.packs) {
      const file = files.get(pack.id);
      if (file !== undefined) pack.lighterpackCsv = file;
    }
  }

  private async *write(
    ownerId: string,
    document: ExportDocument,
    photos: AccountSnapshot['photos'],
  ): AsyncGenerator<string> {
    yield openDocument(document);
    let first = true;
    for (let start = 0; start < photos.length; start += PHOTO_BATCH) {
      const batch = photos.slice(start, start + PHOTO_BATCH);
      const bytes = await this.repository.photoBytes(
        ownerId,
        batch.map((photo) => photo.id),
      );
      for (const photo of batch) {
        const data = bytes.get(photo.id);
        // Deleted since the snapshot: left out rather than written empty.
        if (!data) continue;
        yield `${first ? '' : ','}\n    ${photoJson(photo, data)}`;
        first = false;
      }
    }
    yield `${first ? '' : '\n  '}]\n}\n`;
  }
}
