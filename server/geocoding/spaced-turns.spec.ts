import { describe, expect, it } from 'vitest';
import { SpacedTurns, TurnsFullError } from './spaced-turns.js';

/** A clock that moves only when the turns sleep, recording when each call started and ended. */
function setUp(maxQueued = 5, maxWaitMs = 60_000) {
  let now = 0;
  const log: string[] = [];
  const turns = new SpacedTurns({
    intervalMs: 1000,
    maxQueued,
    maxWaitMs,
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
  });
  const call = (name: string, takesMs = 100) =>
    turns.run(async () => {
      log.push(`${name} starts at ${now}`);
      await Promise.resolve();
      now += takesMs;
      return name;
    });
  return { turns, call, log, advance: (ms: number) => (now += ms) };
}

describe('SpacedTurns', () => {
  it('runs calls one at a time in order, a second after the previous one ended', async () => {
    const { call, log } = setUp();
    expect(await Promise.all([call('a'), call('b', 300), call('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts at 0', 'b starts at 1100', 'c starts at 2400']);
  });

  it('lets a call in at once when the last one ended long enough ago', async () => {
    const { call, log, advance } = setUp();
    await call('a');
    advance(5000);
    await call('b');
    expect(log).toEqual(['a starts at 0', 'b starts at 5100']);
  });

  it('refuses a call at once when the queue is full, saying when to come back', async () => {
    const { call } = setUp(1);
    const first = call('a');
    const second = call('b');
    const refused = call('c');
    await expect(refused).rejects.toBeInstanceOf(TurnsFullError);
    await expect(refused).rejects.toMatchObject({ queued: 1, retryAfterMs: 2000 });
    await Promise.all([first, second]);
  });

  it('holds every call back until the time it is told, and refuses one that would wait too long', async () => {
    const { turns, call, log } = setUp(5, 10_000);
    turns.holdUntil(3000);
    await call('a');
    expect(log).toEqual(['a starts at 3000']);
    turns.holdUntil(60_000);
    await expect(call('b')).rejects.toMatchObject({ retryAfterMs: 56_900 });
  });

  it('gives the turn on when a call fails', async () => {
    const { turns, call } = setUp();
    const failing = turns.run(() => Promise.reject(new Error('upstream down')));
    await expect(failing).rejects.toThrow('upstream down');
    await expect(call('next')).resolves.toBe('next');
  });

  it('takes a waiting call out of the queue when its signal aborts', async () => {
    const { turns, call } = setUp();
    const first = call('a');
    const controller = new AbortController();
    const waiting = turns.run(() => Promise.resolve('b'), controller.signal);
    expect(turns.queued).toBe(1);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(turns.queued).toBe(0);
    await first;
  });
});
