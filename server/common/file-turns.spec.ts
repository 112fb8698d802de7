import { describe, expect, it } from 'vitest';
import { FileTurns, FileTurnsFull } from './file-turns.js';

/** Acquires a turn and notes, in `events`, when it is given. */
function take(turns: FileTurns, user: string, events: string[]) {
  const turn = turns.acquire(user).then((release) => {
    events.push(user);
    return release;
  });
  return turn;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FileTurns', () => {
  it('reads another user’s file while one user’s file holds a turn', async () => {
    const turns = new FileTurns(2);
    const events: string[] = [];
    await take(turns, 'slow', events);
    await take(turns, 'quick', events);
    expect(events).toEqual(['slow', 'quick']);
  });

  it('gives a user one turn at a time: their second file waits, others go ahead', async () => {
    const turns = new FileTurns(2);
    const events: string[] = [];
    const first = await take(turns, 'a', events);
    const second = take(turns, 'a', events);
    const other = await take(turns, 'b', events);
    await settle();
    expect(events).toEqual(['a', 'b']);
    expect(turns.load('a')).toEqual({ reading: true, waiting: true });
    first();
    (await second)();
    other();
    expect(events).toEqual(['a', 'b', 'a']);
  });

  it('refuses a user’s third file while two wait or are read', async () => {
    const turns = new FileTurns(2);
    await turns.acquire('a');
    void turns.acquire('a');
    await expect(turns.acquire('a')).rejects.toBeInstanceOf(FileTurnsFull);
  });

  it('serves waiting users in the order they came, skipping a user already being read', async () => {
    const turns = new FileTurns(1);
    const events: string[] = [];
    const a1 = await take(turns, 'a', events);
    const waiting = [take(turns, 'b', events), take(turns, 'a', events), take(turns, 'c', events)];
    a1();
    (await waiting[0]!)();
    (await waiting[1]!)();
    (await waiting[2]!)();
    expect(events).toEqual(['a', 'b', 'a', 'c']);
  });

  it('hands a released turn on once, however often it is released', async () => {
    const turns = new FileTurns(1);
    const events: string[] = [];
    const release = await take(turns, 'a', events);
    const b = take(turns, 'b', events);
    const c = take(turns, 'c', events);
    release();
    release();
    await b;
    await settle();
    expect(events).toEqual(['a', 'b']);
    (await b)();
    await c;
    expect(events).toEqual(['a', 'b', 'c']);
  });
});
