import { describe, expect, it } from 'vitest';
import { rechunk } from './rechunk.js';

async function* from(...pieces: number[][]) {
  await Promise.resolve();
  for (const piece of pieces) yield Uint8Array.from(piece);
}

async function collect(source: AsyncIterable<Buffer>): Promise<number[][]> {
  const out: number[][] = [];
  for await (const chunk of source) out.push([...chunk]);
  return out;
}

describe('rechunk', () => {
  it('cuts a stream into pieces of the size asked, the last one shorter', async () => {
    expect(await collect(rechunk(from([1, 2], [3, 4, 5, 6, 7], [8]), 3))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
  });

  it('joins small pieces and splits a large one across several chunks', async () => {
    expect(await collect(rechunk(from([1], [2], [3, 4, 5, 6, 7, 8, 9]), 4))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9],
    ]);
  });

  it('gives nothing for an empty stream, and no empty last piece on an exact fit', async () => {
    expect(await collect(rechunk(from(), 4))).toEqual([]);
    expect(await collect(rechunk(from([], [1, 2, 3, 4]), 4))).toEqual([[1, 2, 3, 4]]);
  });

  it('keeps bytes that the source reuses after handing them over', async () => {
    const shared = new Uint8Array([1, 2]);
    async function* reusing() {
      await Promise.resolve();
      yield shared;
      shared.set([3, 4]);
      yield shared;
    }
    expect(await collect(rechunk(reusing(), 3))).toEqual([[1, 2, 3], [4]]);
  });
});
