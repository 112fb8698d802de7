import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  historyReducer,
  startHistory,
  type History,
  type HistoryAction,
} from './route-history';

const run = (actions: HistoryAction<number>[], from = startHistory(0)): History<number> =>
  actions.reduce(historyReducer<number>, from);

describe('the route history', () => {
  it('undoes and redoes pushes in order', () => {
    const pushed = run([
      { type: 'push', next: 1 },
      { type: 'push', next: 2 },
    ]);
    expect(pushed.present).toBe(2);
    const undone = run([{ type: 'undo' }, { type: 'undo' }], pushed);
    expect(undone.present).toBe(0);
    expect(undone.past).toEqual([]);
    expect(run([{ type: 'redo' }], undone).present).toBe(1);
    expect(run([{ type: 'redo' }, { type: 'redo' }], undone).present).toBe(2);
  });

  it('does nothing on undo with no past or redo with no future', () => {
    const start = startHistory(7);
    expect(historyReducer(start, { type: 'undo' })).toBe(start);
    expect(historyReducer(start, { type: 'redo' })).toBe(start);
  });

  it('forgets the redo steps when a new value is pushed', () => {
    const state = run([
      { type: 'push', next: 1 },
      { type: 'push', next: 2 },
      { type: 'undo' },
      { type: 'push', next: 3 },
    ]);
    expect(state.present).toBe(3);
    expect(state.future).toEqual([]);
    expect(run([{ type: 'undo' }], state).present).toBe(1);
  });

  it('makes pushes in a row with one merge key a single step', () => {
    const state = run([
      { type: 'push', next: 1 },
      { type: 'push', next: 2, mergeKey: 'move-3' },
      { type: 'push', next: 3, mergeKey: 'move-3' },
      { type: 'push', next: 4, mergeKey: 'move-3' },
    ]);
    expect(state.present).toBe(4);
    expect(run([{ type: 'undo' }], state).present).toBe(1);
  });

  it('starts a new step for another key, an unkeyed push, or after an undo', () => {
    const other = run([
      { type: 'push', next: 1, mergeKey: 'move-1' },
      { type: 'push', next: 2, mergeKey: 'move-2' },
    ]);
    expect(run([{ type: 'undo' }], other).present).toBe(1);
    const unkeyed = run([
      { type: 'push', next: 1 },
      { type: 'push', next: 2 },
    ]);
    expect(run([{ type: 'undo' }], unkeyed).present).toBe(1);
    const afterUndo = run([
      { type: 'push', next: 1, mergeKey: 'k' },
      { type: 'push', next: 2, mergeKey: 'k' },
      { type: 'undo' },
      { type: 'push', next: 5, mergeKey: 'k' },
    ]);
    expect(afterUndo.past).toEqual([0]);
    expect(run([{ type: 'undo' }], afterUndo).present).toBe(0);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps back`, () => {
    const pushes = Array.from({ length: HISTORY_LIMIT + 50 }, (_, i): HistoryAction<number> => ({
      type: 'push',
      next: i + 1,
    }));
    const state = run(pushes);
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]).toBe(50);
  });

  it('starts over on reset', () => {
    const state = run([{ type: 'push', next: 1 }, { type: 'undo' }, { type: 'reset', next: 9 }]);
    expect(state).toEqual(startHistory(9));
  });
});
