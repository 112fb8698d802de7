import { useDeferredValue } from 'react';

/**
 * `data` once a deferred render has taken its first answer, undefined until then. A screen
 * that draws from it renders that first answer in a transition, which yields to the browser as
 * it goes: drawn in SWR's own (synchronous) render, a long pack, trip or account was one long
 * task on a slow phone. Every later answer (a change the person made) shows at once, as the
 * control that made it expects.
 */
export function useFirstAnswerDeferred<T>(data: T | undefined): T | undefined {
  const first = useDeferredValue(data);
  return first === undefined ? undefined : data;
}
