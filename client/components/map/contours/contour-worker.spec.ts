import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContourReply, type ContourRequest } from './contour-job';
import { encodeTerrariumPixels } from './terrarium';

// The worker's global scope, as far as the worker uses it.
const scope = {
  onmessage: null as ((event: MessageEvent<ContourRequest>) => void) | null,
  postMessage: vi.fn<(reply: ContourReply, options?: { transfer?: Transferable[] }) => void>(),
};

const ask = (request: ContourRequest) => {
  scope.postMessage.mockClear();
  scope.onmessage?.({ data: request } as MessageEvent<ContourRequest>);
  expect(scope.postMessage).toHaveBeenCalledTimes(1);
  return scope.postMessage.mock.calls[0]!;
};

const plane = encodeTerrariumPixels(256, 256, (i) => 100.25 + i);

describe('the contour worker', () => {
  beforeAll(async () => {
    vi.stubGlobal('self', scope);
    await import('./contour-worker');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('answers a tile’s lines and labels under the request’s id, handing over their buffers', () => {
    const [reply, options] = ask({
      id: 42,
      z: 13,
      x: 1,
      y: 1,
      size: 256,
      centre: plane,
      neighbours: {},
    });
    expect(reply.id).toBe(42);
    expect(reply.error).toBeUndefined();
    if (reply.error !== undefined) return;
    expect(reply.lines.map(({ level }) => level)).toEqual([200, 300]);
    expect(reply.labels).toEqual([]);
    expect(options?.transfer).toEqual(reply.lines.map(({ points }) => points.buffer));
  });

  it('answers an error, not silence, when the pixels do not fit', () => {
    const [reply] = ask({ id: 7, z: 13, x: 1, y: 1, size: 64, centre: plane, neighbours: {} });
    expect(reply).toEqual({ id: 7, error: expect.stringContaining('64×64') as string });
  });
});
