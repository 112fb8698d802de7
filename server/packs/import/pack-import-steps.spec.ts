import { describe, expect, it } from 'vitest';
import { cutIntoSteps, STEP_ROWS, type RowBatch } from './pack-import-steps.js';

/** Runs the steps, recording which rows of which batch each statement wrote. */
async function run(counts: number[]) {
  const written: [string, number, number][][] = [];
  const batches: RowBatch<[string, number, number][]>[] = counts.map((count, index) => ({
    count,
    write: (step, from, to) => {
      step.push([`batch ${index}`, from, to]);
      return Promise.resolve();
    },
  }));
  for (const step of cutIntoSteps(batches)) {
    const statements: [string, number, number][] = [];
    for (const write of step) await write(statements);
    written.push(statements);
  }
  return written;
}

describe('cutting an import into steps', () => {
  it('writes every row once, in order, at most STEP_ROWS rows a step', async () => {
    const steps = await run([3, 2 * STEP_ROWS + 10, 0, STEP_ROWS]);
    expect(steps).toEqual([
      [
        ['batch 0', 0, 3],
        ['batch 1', 0, STEP_ROWS - 3],
      ],
      [['batch 1', STEP_ROWS - 3, 2 * STEP_ROWS - 3]],
      [
        ['batch 1', 2 * STEP_ROWS - 3, 2 * STEP_ROWS + 10],
        ['batch 3', 0, STEP_ROWS - 13],
      ],
      [['batch 3', STEP_ROWS - 13, STEP_ROWS]],
    ]);
  });

  it('makes one step of a small file, and one empty step of nothing', async () => {
    expect(await run([1, 2, 1, 2])).toHaveLength(1);
    expect(await run([0, 0])).toEqual([[]]);
  });
});
