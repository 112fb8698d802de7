import { describe, expect, it, vi } from 'vitest';
import { WorkerChannel, type WorkerLike } from './worker-channel';

interface Sum {
  id: number;
  a: number;
  b: number;
}

/** A worker that keeps its messages, to answer them when and how a test says. */
function heldWorker() {
  const worker = {
    onmessage: null as WorkerLike['onmessage'],
    onerror: null as WorkerLike['onerror'],
    terminate: vi.fn(),
    received: [] as Sum[],
    postMessage(message: unknown) {
      worker.received.push(message as Sum);
    },
    reply(data: unknown) {
      worker.onmessage?.({ data } as MessageEvent);
    },
    fail() {
      worker.onerror?.({
        message: 'did not load',
        preventDefault: vi.fn(),
      } as unknown as ErrorEvent);
    },
  };
  return worker;
}

describe('the worker channel', () => {
  it('starts one worker, numbers the requests, and matches replies to them by id', async () => {
    const worker = heldWorker();
    const create = vi.fn(() => worker);
    const channel = new WorkerChannel<Sum, { total: number }>('sum', create);
    const first = channel.ask({ id: 0, a: 1, b: 2 });
    const second = channel.ask({ id: 0, a: 3, b: 4 });
    expect(create).toHaveBeenCalledTimes(1);
    const [one, two] = worker.received;
    expect(one?.id).not.toBe(two?.id);
    worker.reply({ id: two?.id, total: 7 });
    worker.reply({ id: one?.id, total: 3 });
    // A reply to nothing asked is ignored.
    worker.reply({ id: 999, total: 0 });
    await expect(first).resolves.toMatchObject({ total: 3 });
    await expect(second).resolves.toMatchObject({ total: 7 });
  });

  it('rejects a request the worker answers with an error', async () => {
    const worker = heldWorker();
    const channel = new WorkerChannel<Sum, { total: number }>('sum', () => worker);
    const asked = channel.ask({ id: 0, a: 1, b: 2 });
    worker.reply({ id: worker.received[0]?.id, error: 'overflow' });
    await expect(asked).rejects.toThrow('overflow');
  });

  it('fails every open request when the worker fails, and starts a new one after', async () => {
    const workers = [heldWorker(), heldWorker()];
    let made = 0;
    const channel = new WorkerChannel<Sum, { total: number }>('sum', () => workers[made++]!);
    const open = [channel.ask({ id: 0, a: 1, b: 2 }), channel.ask({ id: 0, a: 3, b: 4 })];
    workers[0]!.fail();
    for (const request of open) await expect(request).rejects.toThrow('The sum worker failed');
    expect(workers[0]!.terminate).toHaveBeenCalled();
    const again = channel.ask({ id: 0, a: 5, b: 6 });
    expect(made).toBe(2);
    workers[1]!.reply({ id: workers[1]!.received[0]?.id, total: 11 });
    await expect(again).resolves.toMatchObject({ total: 11 });
  });
});
