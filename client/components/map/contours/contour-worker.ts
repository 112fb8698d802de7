import {
  type ContourReply,
  type ContourRequest,
  contoursForTile,
  transferablesOf,
} from './contour-job';
import { type TileContours } from './isolines';
import { isPngRequest, pngContourJob, type PngContourRequest } from './png-job';

/*
 * The contour worker (a module worker): decoding and tracing a tile takes tens of milliseconds
 * or more, too long for the page's thread while the map pans. The map loads it with
 * `new Worker(new URL('./contour-worker.ts', import.meta.url), { type: 'module' })` and sends
 * either decoded pixels (ContourRequest) or the tiles' PNGs (PngContourRequest), which the
 * worker decodes itself and keeps for the neighbouring tiles' requests.
 */
const fromPngs = pngContourJob();

function answer(id: number, work: () => TileContours | Promise<TileContours>): void {
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ id, error: message } satisfies ContourReply);
  };
  const reply = (contours: TileContours) => {
    self.postMessage({ id, ...contours } satisfies ContourReply, {
      transfer: transferablesOf(contours),
    });
  };
  let result: TileContours | Promise<TileContours>;
  try {
    result = work();
  } catch (error) {
    fail(error);
    return;
  }
  if (result instanceof Promise) result.then(reply, fail);
  else reply(result);
}

self.onmessage = (event: MessageEvent<ContourRequest | PngContourRequest>) => {
  const { data } = event;
  if (isPngRequest(data)) answer(data.id, () => fromPngs(data));
  else answer(data.id, () => contoursForTile(data));
};
