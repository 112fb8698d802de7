/**
 * The route file worker: reads one text with readRouteXml (route-xml-reader.ts) and answers.
 * Erasable TypeScript only, so Node runs it from the sources (tests, through
 * server/common/source-worker.ts) as well as compiled (dist).
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import {
  readRouteXml,
  RouteXmlError,
  type RouteXml,
  type RouteXmlProblem,
} from './route-xml-reader.js';

export type { RouteXml };

export type RouteXmlReply =
  | { ok: true; result: RouteXml }
  | { ok: false; problem: RouteXmlProblem | 'failed'; message: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.once('message', (text: string) => {
    try {
      port.postMessage({ ok: true, result: readRouteXml(text) } satisfies RouteXmlReply);
    } catch (error) {
      const problem = error instanceof RouteXmlError ? error.problem : 'failed';
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ ok: false, problem, message } satisfies RouteXmlReply);
    }
  });
}
