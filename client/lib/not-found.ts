import { data } from 'react-router';

/** Ends a loader with the Not Found page (react-router's 404), as an unknown address shows. */
export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer 404
  throw data('Not Found', { status: 404 });
}

/**
 * Whether the address carries every required search parameter: `nonEmpty` ones with a value,
 * `present` ones at least (an empty value is still a string).
 */
export function hasSearchParams(
  search: URLSearchParams,
  { nonEmpty = [], present = [] }: { nonEmpty?: string[]; present?: string[] },
): boolean {
  return (
    nonEmpty.every((name) => Boolean(search.get(name))) &&
    present.every((name) => search.get(name) !== null)
  );
}
