export interface ChartSlice {
  /** A category's key ('none' for Uncategorized) or a line's. */
  key: string;
  name: string;
  valueMg: number;
  color: string;
  /** The category a line's slice sits in (its own name for a category). */
  categoryName: string;
}

export interface PackChartData {
  /** Inner ring. */
  categories: ChartSlice[];
  /** Outer ring, in the same order, so each line sits over its category. */
  items: ChartSlice[];
  totalMg: number;
}

/** One category as the chart reads it: its weight and its lines' (keys unique in the chart). */
export interface ChartSection {
  key: string;
  name: string;
  color: string;
  totalMg: number;
  lines: readonly { key: string; name: string; valueMg: number }[];
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** `hex` mixed towards white (amount > 0) or black (amount < 0), for the lines of a category. */
export function shade(hex: string, amount: number): string {
  const match = HEX.exec(hex);
  if (!match) return hex;
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(Math.abs(amount), 1);
  return `#${match
    .slice(1)
    .map((part) => {
      const channel = Number.parseInt(part, 16);
      return Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/** Four tints that take turns, so neighbouring lines of one category stay apart. */
const LINE_TINTS = [0.28, 0.1, -0.1, 0.42];

/**
 * Most slices the outer ring draws: past that, slivers are too thin to see and drawing them
 * makes a large pack slow to change. Each category then keeps its heaviest lines, in
 * proportion to how many it has, and one slice for the rest.
 */
export const MAX_LINE_SLICES = 200;

/** `slices` (one category's lines) cut to its `quota` heaviest, in order, and one for the rest. */
function keptSlices(slices: ChartSlice[], quota: number, key: string, color: string) {
  if (slices.length <= quota) return slices;
  const heaviest = new Set(
    [...slices]
      .sort((a, b) => b.valueMg - a.valueMg)
      .slice(0, quota - 1)
      .map((slice) => slice.key),
  );
  const rest = slices.filter((slice) => !heaviest.has(slice.key));
  return [
    ...slices.filter((slice) => heaviest.has(slice.key)),
    {
      key: `${key}:rest`,
      name: `${rest.length} more items`,
      valueMg: rest.reduce((sum, slice) => sum + slice.valueMg, 0),
      color: shade(color, 0.6),
      categoryName: rest[0]?.categoryName ?? '',
    },
  ];
}

/**
 * The two rings of the weight chart from a pack's categories (in their order): categories
 * inside, their lines outside, in tints of the category's colour. Zeros are left out.
 */
export function chartFromSections(
  sections: readonly ChartSection[],
  totalMg: number,
): PackChartData {
  const categories: ChartSlice[] = [];
  const lineSlices: { key: string; color: string; slices: ChartSlice[] }[] = [];
  for (const section of sections) {
    if (section.totalMg <= 0) continue;
    const { key, name, color } = section;
    categories.push({ key, name, valueMg: section.totalMg, color, categoryName: name });
    const slices = section.lines
      .filter((line) => line.valueMg > 0)
      .map((line, index) => ({
        key: line.key,
        name: line.name,
        valueMg: line.valueMg,
        color: shade(color, LINE_TINTS[index % LINE_TINTS.length] ?? 0),
        categoryName: name,
      }));
    lineSlices.push({ key, color, slices });
  }
  const count = lineSlices.reduce((sum, { slices }) => sum + slices.length, 0);
  const items = lineSlices.flatMap(({ key, color, slices }) =>
    count <= MAX_LINE_SLICES
      ? slices
      : keptSlices(
          slices,
          Math.max(2, Math.floor((MAX_LINE_SLICES * slices.length) / count)),
          key,
          color,
        ),
  );
  return { categories, items, totalMg };
}

/** "42 %" of the whole, rounded; "<1 %" for a sliver that is there but rounds to nothing. */
export function shareText(valueMg: number, totalMg: number): string {
  if (totalMg <= 0) return '0 %';
  const percent = Math.round((valueMg / totalMg) * 100);
  return percent === 0 && valueMg > 0 ? '<1 %' : `${percent} %`;
}
