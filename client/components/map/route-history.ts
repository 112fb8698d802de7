import { useCallback, useMemo, useReducer } from 'react';

/*
 * Undo and redo for a value edited in steps (a drawn route's points): a pure reducer, tested on
 * its own, and the hook a screen uses. The owner keeps the history; RouteDrawing only reports.
 */

/** How many steps back undo reaches; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The merge key of the last push, so the next push with the same key replaces it. */
  lastKey: string | null;
}

export type HistoryAction<T> =
  | { type: 'push'; next: T; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; next: T };

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
});

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'push': {
      const key = action.mergeKey ?? null;
      // A run of pushes with one key (a point nudged ten times with the arrow keys) is one step.
      if (key !== null && key === state.lastKey) {
        return { ...state, present: action.next, future: [] };
      }
      const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: action.next, future: [], lastKey: key };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (state.past.length === 0) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous as T,
        future: [state.present, ...state.future],
        lastKey: null,
      };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      const [next, ...rest] = state.future;
      return {
        past: [...state.past, state.present],
        present: next as T,
        future: rest,
        lastKey: null,
      };
    }
    case 'reset':
      return startHistory(action.next);
  }
}

export interface RouteHistory<T> {
  /** The current value. */
  present: T;
  /**
   * A new value, one step after the current one (redo is cleared). Pushes in a row with the
   * same `mergeKey` make one step: pass e.g. `move-${index}` for keyboard nudges of a point.
   */
  push(next: T, mergeKey?: string): void;
  undo(): void;
  redo(): void;
  /** Starts over from `next` with no steps (after a save that replaced the value, say). */
  reset(next: T): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Undo and redo over a value, e.g. the points of a route being drawn. */
export function useRouteHistory<T>(initial: T): RouteHistory<T> {
  const [state, dispatch] = useReducer(historyReducer<T>, initial, startHistory);
  const push = useCallback(
    (next: T, mergeKey?: string) => dispatch({ type: 'push', next, mergeKey }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((next: T) => dispatch({ type: 'reset', next }), []);
  return useMemo(
    () => ({
      present: state.present,
      push,
      undo,
      redo,
      reset,
      canUndo: state.past.length > 0,
      canRedo: state.future.length > 0,
    }),
    [state, push, undo, redo, reset],
  );
}
