import type { PackCategory, PackDetail, PackLine } from '@client/features/packs/api/types';

export interface ChecklistGroup {
  category: PackCategory;
  lines: PackLine[];
  packed: number;
}

export interface ChecklistProgress {
  packed: number;
  total: number;
  /** 0 to 100, rounded down so 100 means really everything. */
  percent: number;
}

const UNCATEGORIZED: PackCategory = {
  categoryId: null,
  name: 'Uncategorized',
  color: '#718096',
  sortOrder: Number.MAX_SAFE_INTEGER,
};

const countPacked = (lines: readonly PackLine[]) => lines.filter((line) => line.packed).length;

/**
 * The pack's lines under its categories, in the pack's category order (the server sends the
 * lines in that order already). A line whose category the pack does not list lands under
 * Uncategorized rather than vanishing.
 */
export function checklistGroups(pack: PackDetail): ChecklistGroup[] {
  const byCategory = new Map<string | null, PackLine[]>();
  for (const line of pack.lines) {
    const lines = byCategory.get(line.categoryId);
    if (lines) lines.push(line);
    else byCategory.set(line.categoryId, [line]);
  }
  const groups: ChecklistGroup[] = [];
  for (const category of pack.categories) {
    const lines = byCategory.get(category.categoryId);
    if (!lines) continue;
    byCategory.delete(category.categoryId);
    groups.push({ category, lines, packed: countPacked(lines) });
  }
  const strays = [...byCategory.values()].flat();
  if (strays.length > 0) {
    const existing = groups.find((group) => group.category.categoryId === null);
    if (existing) {
      existing.lines.push(...strays);
      existing.packed = countPacked(existing.lines);
    } else {
      groups.push({ category: UNCATEGORIZED, lines: strays, packed: countPacked(strays) });
    }
  }
  return groups;
}

/** Lines packed out of all lines (a line of ×3 socks counts once: it is one tick). */
export function checklistProgress(pack: PackDetail): ChecklistProgress {
  const total = pack.lines.length;
  const packed = countPacked(pack.lines);
  return { packed, total, percent: total === 0 ? 0 : Math.floor((packed / total) * 100) };
}

/** What the line is called: its item's name or its bundle's. */
export const lineName = (line: PackLine): string =>
  line.item?.name ?? line.bundle?.name ?? 'Unnamed line';
