import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a setter of one parameter that keeps the others as last set, not as
 * last rendered: react-router's updater reads the rendered query, so two changes before a render
 * would lose the first. A render of an address set earlier, while a later one is still on its
 * way, does not take it back either: the addresses sent and not yet rendered are kept, and only
 * a render of the last of them, or of one not set from here (Back), is taken as the latest.
 * Changes replace the history entry (filters, not places).
 */
export function useSearchParamSetter(): [URLSearchParams, (name: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const unrendered = useRef<string[]>([]);
  useEffect(() => {
    const rendered = params.toString();
    const index = unrendered.current.indexOf(rendered);
    if (index >= 0) unrendered.current.splice(0, index + 1);
    else unrendered.current = [];
    if (unrendered.current.length === 0) latest.current = params;
  }, [params]);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(name, value);
    else next.delete(name);
    latest.current = next;
    unrendered.current.push(next.toString());
    setParams(next, { replace: true });
  };
  return [params, setParam];
}
