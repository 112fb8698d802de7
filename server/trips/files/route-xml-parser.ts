import { Worker } from 'node:worker_threads';
import { Injectable, Logger } from '@nestjs/common';
import { routeFileInvalid, routeXmlFailure } from './route-file.errors.js';
import type { RouteXml, RouteXmlReply } from './route-file.worker.js';
import { workerResourceLimits } from '@server/common/worker-limits.js';
import { workerFile } from '@server/common/source-worker.js';

/**
 * The worker's heap limit when the caller gives none (RouteFileReader gives each file its own,
 * from its size); a file that needs more is refused, not the server.
 */
const WORKER_HEAP_MB = 512;

/**
 * The time a file of `chars` characters may take to read: 5 s, and 3 s more per MB (35 s for the
 * 10 MB an upload may have, where the limit was 60 s for any file). Measured on a 2-core machine
 * in a fresh worker, as here: the largest real file of the tests (blue_hills.gpx, 268 KB) took
 * 0.26 to 1.2 s at a load average of 7 to 10, and 0.29 to 0.41 s at 2.5, where it has 5.8 s;
 * 50,000 points with elevation and time (4.9 MB) 2.4 to 2.6 s at 7, where they have 19 s; 10 MB
 * of such points (108,000) 6.7 to 19.9 s alone at 7 to 10, and 7.1 to 8.0 s two at once (both
 * workers) at 2.5, where they have 35 s. A small file's hostile twin is ended within seconds.
 */
export function routeFileTimeLimitMs(chars: number): number {
  return 5_000 + Math.ceil((3_000 * chars) / (1024 * 1024));
}

/**
 * Parses a route file's XML in a worker thread of its own, with a memory limit and a time limit,
 * so a large or hostile file neither stalls nor exhausts the server. A separate provider so that
 * tests can hold a parse (a slow file) without making one.
 */
@Injectable()
export class RouteXmlParser {
  private readonly logger = new Logger(RouteXmlParser.name);

  parse(text: string, heapMb = WORKER_HEAP_MB): Promise<RouteXml> {
    return new Promise((resolve, reject) => {
      const { file, options } = workerFile(import.meta.url, './route-file.worker');
      const worker = new Worker(file, { ...options, resourceLimits: workerResourceLimits(heapMb) });
      const timer = setTimeout(() => {
        reject(routeFileInvalid('The file took too long to read'));
        void worker.terminate();
      }, routeFileTimeLimitMs(text.length));
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
