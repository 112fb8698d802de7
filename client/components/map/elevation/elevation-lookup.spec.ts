import { describe, expect, it, vi } from 'vitest';
import { type WorkerLike } from '@client/components/map/worker-channel';
import { type ElevationRequest, elevationJob } from './elevation-job';
import { ElevationLookup } from './elevation-lookup';
import { EASTWARD, fakeDecoder, fakePng } from './test-tiles';

/** A worker in this thread, running the real job on fake PNGs; `crash()` fails it as a whole. */
function fakeWorker() {
  const job = elevationJob(fakeDecoder(EASTWARD));
  const build = () => {
    const worker = {
      onmessage: null as WorkerLike['onmessage'],
      onerror: null as WorkerLike['onerror'],
      requests: [] as ElevationRequest[],
      terminate: vi.fn<() => void>(),
      postMessage: (message: unknown) => {
        const request = message as ElevationRequest;
        worker.requests.push(request);
        void job(request).then((answer) =>
          worker.onmessage?.({ data: { id: request.id, ...answer } } as MessageEvent),
        );
      },
      crash: () => {
        worker.onerror?.({ message: 'gone', preventDefault: vi.fn() } as unknown as ErrorEvent);
      },
    };
    return worker;
  };
  const made: ReturnType<typeof build>[] = [];
  const create = () => {
    const worker = build();
    made.push(worker);
    return worker;
  };
  return { create, made };
}

// The tile proxy's URL names the tile; the fake "PNG" holds its key.
const urlOf = ({ z, x, y }: { z: number; x: number; y: number }) =>
  `/api/tiles/elevation/${z}/${x}/${y}`;
const keyOfUrl = (url: string) => url.split('/').slice(-3).join('/');

const walk = Array.from({ length: 30 }, (_, i) => ({ latitude: 54.5, longitude: -3.1 + i * 0.01 }));

describe('the elevation lookup', () => {
  it('answers each point’s height from the tiles, in order, a few tiles to a request', async () => {
    const load = vi.fn((url: string) => Promise.resolve(fakePng(keyOfUrl(url))));
    const worker = fakeWorker();
    const lookup = new ElevationLookup(urlOf, { load, createWorker: worker.create, maxTiles: 4 });
    const heights = await lookup.lookup(walk);
    heights.forEach((height, i) =>
      expect(height).toBeCloseTo(EASTWARD(walk[i]?.longitude ?? 0, 54.5), 1),
    );
    const requests = worker.made[0]?.requests ?? [];
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.tiles.length).toBeLessThanOrEqual(4);
    expect(
      load.mock.calls
        .map(([url]) => url)
        .every((url) => url.startsWith('/api/tiles/elevation/13/')),
    ).toBe(true);

    // Asked again, the tiles are not fetched again.
    const fetched = load.mock.calls.length;
    await lookup.lookup(walk.slice(0, 3));
    expect(load).toHaveBeenCalledTimes(fetched);
  });

  it('reads no deeper than zoom 13, and at the source’s deepest when that is less', async () => {
    const zoomsRead = async (zoom: number) => {
      const load = vi.fn((url: string) => Promise.resolve(fakePng(keyOfUrl(url))));
      const lookup = new ElevationLookup(urlOf, { zoom, load, createWorker: fakeWorker().create });
      const [height] = await lookup.lookup(walk.slice(0, 1));
      expect(height).toBeCloseTo(EASTWARD(-3.1, 54.5), 0);
      return new Set(load.mock.calls.map(([url]) => keyOfUrl(url).split('/')[0]));
    };
    expect(await zoomsRead(15)).toEqual(new Set(['13']));
    expect(await zoomsRead(12)).toEqual(new Set(['12']));
  });

  it('answers null, without rejecting, for points whose tiles do not load', async () => {
    const worker = fakeWorker();
    // A 404 from the proxy, then the network gone.
    const load = vi
      .fn<(url: string) => Promise<Blob | null>>()
      .mockResolvedValue(null)
      .mockRejectedValueOnce(new Error('offline'));
    const lookup = new ElevationLookup(urlOf, { load, createWorker: worker.create });
    expect(await lookup.lookup(walk.slice(0, 2))).toEqual([null, null]);
    expect(await lookup.lookup(walk.slice(0, 2))).toEqual([null, null]);
    // Nothing loaded: the worker was not even started.
    expect(worker.made).toHaveLength(0);
    // A failure is not kept: each lookup asked again.
    const tiles = new Set(load.mock.calls.map(([url]) => url)).size;
    expect(load.mock.calls.length).toBe(2 * tiles);
  });

  it('answers null when the worker fails, and starts a new one for the next lookup', async () => {
    const load = (url: string) => Promise.resolve(fakePng(keyOfUrl(url)));
    const { create, made } = fakeWorker();
    const crashing = () => {
      const worker = create();
      worker.postMessage = () => worker.crash();
      return worker;
    };
    let first = true;
    const lookup = new ElevationLookup(urlOf, {
      load,
      createWorker: () => {
        const worker = first ? crashing() : create();
        first = false;
        return worker;
      },
    });
    expect(await lookup.lookup(walk.slice(0, 1))).toEqual([null]);
    expect(made[0]?.terminate).toHaveBeenCalled();
    expect((await lookup.lookup(walk.slice(0, 1)))[0]).toBeCloseTo(EASTWARD(-3.1, 54.5), 1);
    expect(made).toHaveLength(2);
  });

  it('answers an empty list for no points', async () => {
    const lookup = new ElevationLookup(urlOf, { load: vi.fn(), createWorker: fakeWorker().create });
    expect(await lookup.lookup([])).toEqual([]);
  });
});
