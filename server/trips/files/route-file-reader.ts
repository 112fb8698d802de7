import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger } from '@nestjs/common';
import { OriginLimiter } from '@server/common/http/origin-limiter.js';
import type { ParsedRouteFile } from './parsed-route-file.js';
import { routeXmlFailure } from './parse-route-file.js';
import { routeFileInvalid, routeFileMissing } from './route-file.errors.js';
import { routeFileContents } from './route-file-features.js';
import { routeFileText } from './route-file-text.js';
import type { RouteXml, RouteXmlReply } from './route-file.worker.js';

/** An upload as multer holds it in memory (what is read of it). */
export interface UploadedRouteFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/** Files read at once: each may take a core and several hundred megabytes for seconds. */
const AT_ONCE = 1;
/** A worker still reading after this long is ended (10 MB takes a few seconds on a small machine). */
const TIMEOUT_MS = 60_000;
/** The DOM of a 10 MB file takes about 500 MB; a file that needs more is refused, not the server. */
const WORKER_HEAP_MB = 1024;

/** The compiled worker in dist; from the sources (tests), Node runs the .ts file itself. */
function workerFile(): URL {
  const compiled = new URL('./route-file.worker.js', import.meta.url);
  return existsSync(compiled) ? compiled : new URL('./route-file.worker.ts', import.meta.url);
}

/**
 * Reads uploaded route files: the cheap checks (encoding, DOCTYPE and ENTITY, other formats) on
 * the request's thread, the XML parsing in a worker thread of its own with a memory limit and a
 * time limit, one file at a time (the others wait their turn), so a large or hostile file
 * neither stalls nor exhausts the server.
 */
@Injectable()
export class RouteFileReader {
  private readonly logger = new Logger(RouteFileReader.name);
  // The outbound client's limiter, with one key: files take their turn in the order they came.
  private readonly turns = new OriginLimiter(AT_ONCE);

  async read(file: UploadedRouteFile | undefined): Promise<ParsedRouteFile> {
    if (!file) throw routeFileMissing();
    const text = routeFileText(file.buffer);
    const release = await this.turns.acquire('route-files');
    try {
      return routeFileContents(await this.parse(text), file.originalname);
    } finally {
      release();
    }
  }

  private parse(text: string): Promise<RouteXml> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(workerFile(), {
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      const timer = setTimeout(() => {
        reject(routeFileInvalid('The file took too long to read'));
        void worker.terminate();
      }, TIMEOUT_MS);
      const settle = () => {
        clearTimeout(timer);
        void worker.terminate();
      };
      worker.once('message', (reply: RouteXmlReply) => {
        settle();
        if (reply.ok) resolve(reply.result);
        else reject(routeXmlFailure(reply.problem, reply.message));
      });
      worker.once('error', (error: Error & { code?: string }) => {
        settle();
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(routeFileInvalid('The file needs more memory to read than an import may use'));
          return;
        }
        this.logger.error({ err: error }, 'A route file worker failed');
        reject(error);
      });
      worker.once('exit', (code) => {
        settle();
        // After an answer this changes nothing; before one, the worker died without a word.
        reject(new Error(`The route file worker stopped (exit code ${code})`));
      });
      worker.postMessage(text);
    });
  }
}
