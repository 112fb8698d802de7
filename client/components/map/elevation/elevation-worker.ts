import { type ElevationReply, type ElevationRequest, elevationJob } from './elevation-job';

/*
 * The elevation worker (a module worker): decoding a tile's PNG takes milliseconds the page's
 * thread keeps for the map while a route is drawn. The page loads it with
 * `new Worker(new URL('./elevation-worker.ts', import.meta.url), { type: 'module' })`.
 */
const heightsOf = elevationJob();

self.onmessage = (event: MessageEvent<ElevationRequest>) => {
  const { id } = event.data;
  heightsOf(event.data).then(
    (answer) => self.postMessage({ id, ...answer } satisfies ElevationReply),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      self.postMessage({ id, error: message } satisfies ElevationReply);
    },
  );
};
