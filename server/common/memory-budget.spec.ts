import { describe, expect, it } from 'vitest';
import { MemoryBudget } from './memory-budget.js';

/** Whether a promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('MemoryBudget', () => {
  it('lets shares run together while they fit, and holds the next until enough comes back', async () => {
    const budget = new MemoryBudget(512);
    const first = await budget.acquire(300);
    const second = await budget.acquire(200);
    expect(budget.inUseMb).toBe(500);

    const third = budget.acquire(100);
    expect(await settled(third)).toBe(false);
    second();
    const releaseThird = await third;
    expect(budget.inUseMb).toBe(400);
    first();
    releaseThird();
    expect(budget.inUseMb).toBe(0);
  });

  it('serves shares in the order asked: a small one does not pass a large one waiting', async () => {
    const budget = new MemoryBudget(512);
    const running = await budget.acquire(200);
    const large = budget.acquire(512);
    const small = budget.acquire(64);
    expect(await settled(small)).toBe(false);

    running();
    const releaseLarge = await large;
    expect(await settled(small)).toBe(false);
    releaseLarge();
    (await small)();
    expect(budget.inUseMb).toBe(0);
  });

  it('gives a share back once however often its release is called', async () => {
    const budget = new MemoryBudget(100);
    const release = await budget.acquire(60);
    release();
    release();
    expect(budget.inUseMb).toBe(0);
  });

  it('refuses a share larger than the whole budget rather than waiting for ever', async () => {
    const budget = new MemoryBudget(100);
    await expect(budget.acquire(101)).rejects.toThrow(RangeError);
    await expect(budget.acquire(0)).rejects.toThrow(RangeError);
  });
});
