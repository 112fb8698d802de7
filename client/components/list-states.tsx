import type { ReactNode } from 'react';
import { LoadError } from './load-error';

interface ListStatesProps<T> {
  /** The list once loaded; undefined while loading or after a failure. */
  items: readonly T[] | undefined;
  error: unknown;
  /** What failed to load, as the error's heading begins: "Your trips". */
  what: string;
  /** The error box's classes. */
  errorClassName: string;
  onRetry: () => void;
  /** Shown while the list loads. */
  loading: ReactNode;
  /** Shown for an empty list: what it is for, and how to start one. */
  empty: ReactNode;
  /** The list itself, when it holds something. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A list screen's four states, in the order they are decided: loading, failed (with Try again),
 * empty, and the list. Packs, bundles and trips draw their own skeleton, empty state and cards.
 */
export function ListStates<T>(props: ListStatesProps<T>) {
  const { items, error } = props;
  if (items === undefined) {
    return error ? (
      <LoadError
        what={props.what}
        className={props.errorClassName}
        error={error}
        onRetry={props.onRetry}
      />
    ) : (
      props.loading
    );
  }
  return items.length === 0 ? props.empty : props.children(items);
}
