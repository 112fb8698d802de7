import type {
  PackDetail,
  PackLayout,
  PackLine,
  PackLineChanges,
} from '@client/features/packs/api/types';
import { lineTotals, withTotals } from './pack-figures';

/**
 * Changes made to a pack in the browser before the server confirms them (optimistic updates).
 * Each returns a new pack with its totals worked out again.
 */

export function withLineChanges(
  pack: PackDetail,
  lineId: string,
  changes: PackLineChanges,
): PackDetail {
  return withTotals({
    ...pack,
    lines: pack.lines.map((line) => (line.id === lineId ? changedLine(line, changes) : line)),
  });
}

/**
 * A line changed as the server will: a bundle line's own worn or consumable mark goes to every
 * item, then `entry` marks one item.
 */
function changedLine(line: PackLine, { entry, ...changes }: PackLineChanges): PackLine {
  const changed = { ...line, ...changes };
  if (!line.bundle) return changed;
  const { worn, consumable } = changes;
  const items = line.bundle.items.map((item) => ({
    ...item,
    ...(worn === undefined ? {} : { worn }),
    ...(consumable === undefined ? {} : { consumable }),
    ...(entry?.gearItemId === item.gearItemId ? entry : {}),
  }));
  return { ...changed, bundle: { ...line.bundle, items } };
}

/**
 * The line as the server answered. Its category stays the one on screen: a line whose item
 * moved category meanwhile joins its new category when the pack itself is read again.
 */
export function withLineReplaced(pack: PackDetail, saved: PackLine): PackDetail {
  return withTotals({
    ...pack,
    lines: pack.lines.map((line) =>
      line.id === saved.id ? { ...saved, categoryId: line.categoryId } : line,
    ),
  });
}

export function withLineRemoved(pack: PackDetail, lineId: string): PackDetail {
  return withTotals({ ...pack, lines: pack.lines.filter((line) => line.id !== lineId) });
}

/** The arrangement on screen, as PUT /layout takes it. */
export function layoutOf(pack: PackDetail): PackLayout {
  return {
    categoryOrder: pack.categories.map((category) => category.categoryId),
    lineOrder: pack.lines.map((line) => line.id),
  };
}

const positions = <T>(order: readonly T[]) => new Map(order.map((key, index) => [key, index]));

/** The pack arranged as `layout` says; anything the layout leaves out keeps its place after. */
export function withLayout(pack: PackDetail, layout: PackLayout): PackDetail {
  const categoryAt = positions(layout.categoryOrder);
  const lineAt = positions(layout.lineOrder);
  const rank = <T>(at: Map<T, number>, key: T, fallback: number) => at.get(key) ?? fallback;
  const categories = pack.categories
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        rank(categoryAt, a.category.categoryId, layout.categoryOrder.length + a.index) -
        rank(categoryAt, b.category.categoryId, layout.categoryOrder.length + b.index),
    )
    .map(({ category }, sortOrder) => ({ ...category, sortOrder }));
  const lines = pack.lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        rank(lineAt, a.line.id, layout.lineOrder.length + a.index) -
        rank(lineAt, b.line.id, layout.lineOrder.length + b.index),
    )
    .map(({ line }) => line);
  return withTotals({ ...pack, categories, lines });
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The layout with one category moved from one place to another. */
export function withCategoryMoved(pack: PackDetail, from: number, to: number): PackLayout {
  return {
    categoryOrder: moved(
      pack.categories.map((category) => category.categoryId),
      from,
      to,
    ),
    lineOrder: pack.lines.map((line) => line.id),
  };
}

/** The layout with one line moved within its category, from one place there to another. */
export function withLineMoved(
  pack: PackDetail,
  categoryId: string | null,
  from: number,
  to: number,
): PackLayout {
  const inCategory = pack.lines.filter((line) => line.categoryId === categoryId);
  const reordered = moved(inCategory, from, to);
  let next = 0;
  return {
    categoryOrder: pack.categories.map((category) => category.categoryId),
    lineOrder: pack.lines.map((line) => {
      if (line.categoryId !== categoryId) return line.id;
      const placed = reordered[next] ?? line;
      next += 1;
      return placed.id;
    }),
  };
}

/** The layout with each category's lines heaviest first; equal weights keep their order. */
export function sortedByWeight(pack: PackDetail): PackLayout {
  const totals = lineTotals(pack);
  const weight = (line: PackLine) => totals.get(line.id) ?? 0;
  const order = pack.categories.flatMap((category) =>
    pack.lines
      .filter((line) => line.categoryId === category.categoryId)
      .map((line, index) => ({ line, index }))
      .sort((a, b) => weight(b.line) - weight(a.line) || a.index - b.index)
      .map(({ line }) => line.id),
  );
  return { categoryOrder: layoutOf(pack).categoryOrder, lineOrder: order };
}

export const sameLayout = (a: PackLayout, b: PackLayout): boolean =>
  a.categoryOrder.length === b.categoryOrder.length &&
  a.lineOrder.length === b.lineOrder.length &&
  a.categoryOrder.every((id, index) => b.categoryOrder[index] === id) &&
  a.lineOrder.every((id, index) => b.lineOrder[index] === id);

/**
 * The layout that puts a line added back after its removal (`newId`, where `oldId` was) in its
 * old place; lines and categories that came or went meanwhile keep the server's order.
 */
export function withLineRestored(
  pack: PackDetail,
  before: PackLayout,
  oldId: string,
  newId: string,
): PackLayout {
  const lineOrder = before.lineOrder.map((id) => (id === oldId ? newId : id));
  return withEarlierLayout(pack, { ...before, lineOrder });
}

/**
 * An earlier arrangement (`before`) as far as the pack still holds its lines and categories;
 * those that came meanwhile keep the server's order after them.
 */
export function withEarlierLayout(pack: PackDetail, before: PackLayout): PackLayout {
  const lines = pack.lines.map((line) => line.id);
  const present = new Set(lines);
  const lineOrder = before.lineOrder.filter((id) => present.has(id));
  const placed = new Set(lineOrder);
  lineOrder.push(...lines.filter((id) => !placed.has(id)));
  const categories = pack.categories.map((category) => category.categoryId);
  const categoryOrder = before.categoryOrder.filter((id) => categories.includes(id));
  categoryOrder.push(...categories.filter((id) => !categoryOrder.includes(id)));
  return { categoryOrder, lineOrder };
}
