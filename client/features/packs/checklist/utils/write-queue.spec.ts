import { describe, expect, it } from 'vitest';
import { createWriteQueue } from './write-queue';

/** A promise the test settles by hand, to decide which request answers first. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the checklist write queue', () => {
  it('runs writes for different lines side by side', async () => {
    const queue = createWriteQueue();
    const started: string[] = [];
    const a = gate();
    const b = gate();
    const first = queue.forLine('a', () => (started.push('a'), a.promise));
    const second = queue.forLine('b', () => (started.push('b'), b.promise));
    await tick();
    expect(started).toEqual(['a', 'b']);
    b.open();
    a.open();
    await Promise.all([first, second]);
  });

  it('runs writes for one line one after another, even when the first fails', async () => {
    const queue = createWriteQueue();
    const started: string[] = [];
    const first = gate();
    const failed = queue.forLine('a', () => (started.push('first'), first.promise));
    const second = queue.forLine('a', () => {
      started.push('second');
      return Promise.resolve('saved');
    });
    await tick();
    expect(started).toEqual(['first']);
    first.fail(new Error('500'));
    await expect(failed).rejects.toThrow('500');
    await expect(second).resolves.toBe('saved');
    expect(started).toEqual(['first', 'second']);
  });

  it('starts a reset after every earlier line write and holds later ones until it is done', async () => {
    const queue = createWriteQueue();
    const log: string[] = [];
    const lineA = gate();
    const reset = gate();
    const before = queue.forLine('a', () => (log.push('a'), lineA.promise));
    const all = queue.forAll(() => (log.push('reset'), reset.promise));
    const after = queue.forLine('b', () => {
      log.push('b');
      return Promise.resolve();
    });
    await tick();
    expect(log).toEqual(['a']);
    lineA.open();
    await before;
    await tick();
    expect(log).toEqual(['a', 'reset']);
    reset.open();
    await Promise.all([all, after]);
    expect(log).toEqual(['a', 'reset', 'b']);
  });
});
