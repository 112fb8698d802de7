/**
 * The zip of a Strava bulk export, opened from a file on disk (yauzl reads its central
 * directory, so `activities.csv` is found wherever it lies and each activity's file read on its
 * own), with limits on what one entry may unpack to: a zip bomb's entries are refused by their
 * declared size, and yauzl checks each stream against it.
 */
import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** `activities.csv` of a decade of daily activities is a few MB. */
export const STRAVA_CSV_MAX_BYTES = 50 * 1024 * 1024;

/** An activity's file as it lies in the zip (often gzipped): the upload's limit. */
export const STRAVA_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** More entries than a zip of this many activities' files (and their media) would hold. */
export const STRAVA_ZIP_MAX_ENTRIES = 200_000;

/** What refuses the zip or one of its files, in words for the owner. */
export class StravaExportZipError extends Error {}

export interface StravaExportZip {
  /** `activities.csv`'s text. */
  csv(): Promise<string>;
  /** A file by its path as the CSV names it (`activities/123.fit.gz`); null when not in the zip. */
  file(path: string): Promise<Buffer | null>;
  close(): void;
}

async function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) {
    throw new StravaExportZipError(
      `${entry.fileName} is over ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  }
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new StravaExportZipError(`${entry.fileName} unpacks to more than it says`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A path as the CSV and the zip may write it: forward slashes, no leading ./ or /. */
const normalPath = (path: string) => path.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');

/**
 * Opens the export at `path`: lists its entries (up to STRAVA_ZIP_MAX_ENTRIES) and finds its
 * `activities.csv` (at the top, or in the one folder the archive may wrap everything in).
 */
export async function openStravaExport(path: string): Promise<StravaExportZip> {
  let zip: ZipFile;
  try {
    // Kept open after the listing (autoClose would close it there): the files are read later.
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw new StravaExportZipError('This is not a zip file, or it is damaged');
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > STRAVA_ZIP_MAX_ENTRIES) {
      throw new StravaExportZipError(
        `The zip holds more than ${STRAVA_ZIP_MAX_ENTRIES.toLocaleString('en')} files`,
      );
    }
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(normalPath(entry.fileName), entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', (error: unknown) =>
        reject(
          error instanceof StravaExportZipError
            ? error
            : new StravaExportZipError('The zip is damaged'),
        ),
      );
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  const csvPath = [...entries.keys()]
    .filter((name) => /(^|\/)activities\.csv$/i.test(name) && name.split('/').length <= 2)
    .sort((a, b) => a.length - b.length)[0];
  if (!csvPath) {
    zip.close();
    throw new StravaExportZipError(
      'This zip has no activities.csv: choose the export Strava sent (export_….zip), as it came',
    );
  }
  // Where the CSV lies: the files it names are relative to the same folder.
  const root = csvPath.slice(0, csvPath.length - 'activities.csv'.length);
  return {
    async csv() {
      const entry = entries.get(csvPath);
      if (!entry) throw new StravaExportZipError('activities.csv went missing');
      return (await readEntry(zip, entry, STRAVA_CSV_MAX_BYTES)).toString('utf8');
    },
    async file(path) {
      const entry = entries.get(normalPath(`${root}${normalPath(path)}`));
      return entry ? readEntry(zip, entry, STRAVA_FILE_MAX_BYTES) : null;
    },
    close: () => zip.close(),
  };
}
