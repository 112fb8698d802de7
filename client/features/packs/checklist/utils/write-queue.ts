/** Resolves when the promise settles, either way: a failed write must not block the next one. */
const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export interface WriteQueue {
  /** Runs after the earlier writes of this line and any earlier whole-pack write. */
  forLine<T>(lineId: string, task: () => Promise<T>): Promise<T>;
  /** Runs after every earlier write; later writes wait for it. */
  forAll<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Orders the checklist's requests. Requests go out on separate connections and may overtake
 * each other, so two taps on one line (pack, unpack) could reach the server in the wrong order
 * and leave it packed while the screen says unpacked. Writes to one line therefore run one after
 * another; writes to different lines run side by side, so quick taps down the list stay quick. A
 * whole-pack write (reset) waits for every line write before it, and line writes after it wait
 * for it, so a tap made just after "Reset all" is not wiped by the reset.
 */
export function createWriteQueue(): WriteQueue {
  let barrier: Promise<void> = Promise.resolve();
  const tails = new Map<string, Promise<void>>();

  return {
    forLine(lineId, task) {
      const run = (tails.get(lineId) ?? barrier).then(task);
      const tail = settled(run);
      tails.set(lineId, tail);
      void tail.then(() => {
        if (tails.get(lineId) === tail) tails.delete(lineId);
      });
      return run;
    },
    forAll(task) {
      const run = Promise.all([barrier, ...tails.values()]).then(task);
      barrier = settled(run);
      tails.clear();
      return run;
    },
  };
}
