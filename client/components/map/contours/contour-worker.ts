import {
  type ContourReply,
  type ContourRequest,
  contoursForTile,
  transferablesOf,
} from './contour-job';

/*
 * The contour worker (a module worker): decoding and tracing a tile takes tens of milliseconds,
 * too long for the page's thread while the map pans. The map loads it with
 * `new Worker(new URL('./contour-worker.ts', import.meta.url), { type: 'module' })`.
 */
self.onmessage = (event: MessageEvent<ContourRequest>) => {
  const { id } = event.data;
  let reply: ContourReply;
  try {
    const contours = contoursForTile(event.data);
    reply = { id, ...contours };
    self.postMessage(reply, { transfer: transferablesOf(contours) });
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
