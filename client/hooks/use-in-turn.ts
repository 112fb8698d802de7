import { useCallback, useRef } from 'react';

/**
 * Runs async tasks one after another, in the order they were asked for, whatever becomes of
 * the ones before. Edits to one resource (a bundle, the places list) go through it: SWR's
 * optimistic data and rollback hold for one mutation of a key at a time, and the server must see
 * two quick edits in the order they were made.
 */
export function useInTurn() {
  const last = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = last.current.then(task, task);
    last.current = run.catch(() => undefined);
    return run;
  }, []);
}
