import { Injectable } from '@nestjs/common';
import { MAX_ROUTE_FILE_BYTES } from '@server/domain/trip-limits.js';
import type { ParsedRouteFile } from './parsed-route-file.js';
import { RouteFileBusyException, routeFileMissing } from './route-file.errors.js';
import { routeFileContents } from './route-file-features.js';
import { routeFileText } from './route-file-text.js';
import { RouteFileTurns, RouteFileTurnsFull } from './route-file-turns.js';
import { routeFileTimeLimitMs, RouteXmlParser } from './route-xml-parser.js';

/** An upload as multer holds it in memory (what is read of it). */
export interface UploadedRouteFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/**
 * Files read at once, each in a worker thread that may take a core and up to 1 GB: two let one
 * user's slow file leave a worker to everyone else, and keep the reader's share of a small
 * server's memory and cores bounded (more workers would not read faster on 2 cores).
 */
const WORKERS = 2;

/** A refused third file may come back once the longest file of the two before it has ended. */
const RETRY_AFTER_SECONDS = Math.ceil(routeFileTimeLimitMs(MAX_ROUTE_FILE_BYTES) / 1000);

/**
 * Reads uploaded route files: the cheap checks (encoding, DOCTYPE and ENTITY, other formats, a
 * nesting depth or element count no real file has) on the request's thread, the XML parsing in
 * a worker thread (RouteXmlParser), two files at a time, at most one per user (RouteFileTurns).
 */
@Injectable()
export class RouteFileReader {
  readonly turns = new RouteFileTurns(WORKERS);

  constructor(private readonly parser: RouteXmlParser) {}

  async read(ownerId: string, file: UploadedRouteFile | undefined): Promise<ParsedRouteFile> {
    if (!file) throw routeFileMissing();
    const text = routeFileText(file.buffer);
    const release = await this.turns.acquire(ownerId).catch((error: unknown) => {
      throw error instanceof RouteFileTurnsFull
        ? new RouteFileBusyException(RETRY_AFTER_SECONDS)
        : error;
    });
    try {
      return routeFileContents(await this.parser.parse(text), file.originalname);
    } finally {
      release();
    }
  }
}
