import {
  type ContourReply,
  type ContourRequest,
  contoursForTile,
  transferablesOf,
} from './contour-job';
import { type TileContours } from './isolines';

/*
 * The contour worker (a module worker): decoding and tracing a tile takes tens of milliseconds
 * or more, too long for the page's thread while the map pans. The map loads it with
 * `new Worker(new URL('./contour-worker.ts', import.meta.url), { type: 'module' })`.
 */
self.onmessage = (event: MessageEvent<ContourRequest>) => {
  const { id } = event.data;
  let contours: TileContours;
  try {
    contours = contoursForTile(event.data);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ id, error: message } satisfies ContourReply);
    return;
  }
  const reply: ContourReply = { id, ...contours };
  self.postMessage(reply, { transfer: transferablesOf(contours) });
};
