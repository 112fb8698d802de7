/**
 * How many rows one step of an import writes or removes: a bounded amount of work, so no step
 * holds the database for long (on the embedded database, 20 to 60 ms on a busy 2-core machine;
 * PGlite runs in this process, so a step also holds the event loop that long). Another user's
 * request waits for at most one step per query it sends; smaller steps cost the import itself
 * more commits.
 */
export const STEP_ROWS = 100;

/** Rows of one kind, and how one statement writes those from index `from` up to `to`. */
export interface RowBatch<Tx> {
  count: number;
  write(tx: Tx, from: number, to: number): Promise<void>;
}

export type StepWrite<Tx> = (tx: Tx) => Promise<void>;

/**
 * The batches, in order, cut into steps of at most STEP_ROWS rows in all: each step is the
 * statements it runs (a step may finish one batch and start the next). Never empty: with no
 * rows at all there is one step that writes nothing.
 */
export function cutIntoSteps<Tx>(batches: readonly RowBatch<Tx>[]): StepWrite<Tx>[][] {
  const steps: StepWrite<Tx>[][] = [[]];
  let room = STEP_ROWS;
  for (const batch of batches) {
    for (let from = 0; from < batch.count;) {
      if (room === 0) {
        steps.push([]);
        room = STEP_ROWS;
      }
      const to = Math.min(batch.count, from + room);
      const start = from;
      steps.at(-1)?.push((tx) => batch.write(tx, start, to));
      room -= to - from;
      from = to;
    }
  }
  return steps;
}

/** `rows` in parts of at most STEP_ROWS. */
export function* inSteps<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += STEP_ROWS) {
    yield rows.slice(start, start + STEP_ROWS);
  }
}

/** Lets the event loop answer other requests between two pieces of CPU-bound work. */
export const yieldToOthers = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });
