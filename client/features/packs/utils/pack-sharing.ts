import type { PackDetail, PackLine } from '@client/features/packs/api/types';

type Flat = Record<string, unknown>;

const sameFields = (a: Flat, b: Flat): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Equal in value: its own fields, its item's, its bundle's (few, compared as JSON). */
function sameLine(a: PackLine, b: PackLine): boolean {
  const { item: itemA, bundle: bundleA, ...restA } = a;
  const { item: itemB, bundle: bundleB, ...restB } = b;
  return (
    sameFields(restA, restB) &&
    (itemA === itemB || (!!itemA && !!itemB && sameFields({ ...itemA }, { ...itemB }))) &&
    (bundleA === bundleB || JSON.stringify(bundleA) === JSON.stringify(bundleB))
  );
}

/**
 * `next` (a pack read again) with each line that did not change kept as the object already on
 * screen, so only the rows of lines that changed are drawn again: a large pack read after
 * every edit stays quick to show.
 */
export function sharedWith(previous: PackDetail | undefined, next: PackDetail): PackDetail {
  if (!previous) return next;
  const before = new Map(previous.lines.map((line) => [line.id, line]));
  return {
    ...next,
    lines: next.lines.map((line) => {
      const old = before.get(line.id);
      return old && sameLine(old, line) ? old : line;
    }),
  };
}
