import type { ChartSection } from '@client/components/pack-chart';
import type { PublicPack, PublicPackLine } from '@client/features/public/api/types';

/** What one unit of a line weighs: the item, or a bundle's items with their quantities. */
export function eachMg(line: PublicPackLine): number {
  if (line.item) return line.item.weightMg;
  return (line.bundle?.items ?? []).reduce((sum, item) => sum + item.weightMg * item.quantity, 0);
}

/** The line's weight: each times the quantity. */
export const lineMg = (line: PublicPackLine): number => eachMg(line) * line.quantity;

/** The item's or the bundle's name. */
export const lineName = (line: PublicPackLine): string =>
  line.item?.name ?? line.bundle?.name ?? '';

/** The chart's categories and lines (keys from their places: the public answer has no ids). */
export function chartSections(pack: PublicPack): ChartSection[] {
  return pack.categories.map((category, c) => ({
    key: `c${c}`,
    name: category.name,
    color: category.color,
    totalMg: category.totals.totalMg,
    lines: category.lines.map((line, l) => ({
      key: `c${c}-${l}`,
      name: lineName(line),
      valueMg: lineMg(line),
    })),
  }));
}
