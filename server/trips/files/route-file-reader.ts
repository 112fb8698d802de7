import { Injectable, Optional } from '@nestjs/common';
import { AppConfig, DEFAULT_ROUTE_FILE_READER_MEMORY_MB } from '@server/config/app-config.js';
import { WorkerMemory } from '@server/common/worker-memory.js';
import { MAX_ROUTE_FILE_BYTES } from '@server/domain/trip-limits.js';
import type { ParsedRouteFile } from './parsed-route-file.js';
import { RouteFileBusyException, routeFileMissing } from './route-file.errors.js';
import { routeFileContents } from './route-file-features.js';
import { routeFileText } from './route-file-text.js';
import { FileTurns, FileTurnsFull } from '@server/common/file-turns.js';
import { routeFileTimeLimitMs, RouteXmlParser } from './route-xml-parser.js';

/** An upload as multer holds it in memory (what is read of it). */
export interface UploadedRouteFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/**
 * Files read at once, each in a worker thread that may take a core: two let one user's slow
 * file leave a worker to everyone else (more would not read faster on 2 cores). What they may
 * hold together is bounded apart, with the other workers': WorkerMemory.
 */
const WORKERS = 2;

/** A refused third file may come back once the longest file of the two before it has ended. */
const RETRY_AFTER_SECONDS = Math.ceil(routeFileTimeLimitMs(MAX_ROUTE_FILE_BYTES) / 1000);

const MB = 1024 * 1024;

/**
 * The heap a file's worker is given: 64 MB, and 56 MB more per MB of text, at most the
 * limit. The least heap that read GPX tracks with an elevation and a time on every point
 * (about 100 bytes a point) was 64 MB for 0.9 MB (10,000 points), 128 for 2.3 MB, 256 for 4.6 MB
 * and 512 for 9.3 MB (100,000 points, 12 s of collecting near the limit where 640 MB read it in
 * 6): 55 MB per MB. Files with fewer elements per byte (KML lines, long names) need less.
 */
export function routeFileHeapMb(chars: number, limitMb: number): number {
  return Math.min(limitMb, 64 + Math.ceil((56 * chars) / MB));
}

/**
 * Reads uploaded route files: the cheap checks (encoding, DOCTYPE and ENTITY, other formats, a
 * nesting depth or element count no real file has) on the request's thread, the XML parsing in
 * a worker thread (RouteXmlParser), two files at a time, at most one per user (FileTurns),
 * and no more at once than their heaps fit in the workers' memory budget (WorkerMemory, shared
 * with photos and preview images): a file whose heap would not fit beside what runs waits. A worker that reaches its heap limit is
 * ended and its file refused (400), the server goes on.
 */
@Injectable()
export class RouteFileReader {
  readonly turns = new FileTurns(WORKERS);
  /** The largest heap one file's worker may have. */
  readonly heapLimitMb: number;

  constructor(
    private readonly parser: RouteXmlParser,
    readonly memory: WorkerMemory = new WorkerMemory(),
    @Optional() config?: AppConfig,
  ) {
    this.heapLimitMb = Math.min(
      config?.ROUTE_FILE_READER_MEMORY_MB ?? DEFAULT_ROUTE_FILE_READER_MEMORY_MB,
      memory.totalMb,
    );
  }

  async read(ownerId: string, file: UploadedRouteFile | undefined): Promise<ParsedRouteFile> {
    if (!file) throw routeFileMissing();
    const text = routeFileText(file.buffer);
    const release = await this.turns.acquire(ownerId).catch((error: unknown) => {
      throw error instanceof FileTurnsFull
        ? new RouteFileBusyException(RETRY_AFTER_SECONDS)
        : error;
    });
    try {
      const heapMb = routeFileHeapMb(text.length, this.heapLimitMb);
      const giveBack = await this.memory.acquire(heapMb);
      try {
        return routeFileContents(await this.parser.parse(text, heapMb), file.originalname);
      } finally {
        giveBack();
      }
    } finally {
      release();
    }
  }
}
