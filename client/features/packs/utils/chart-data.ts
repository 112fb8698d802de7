import { chartFromSections, type PackChartData } from '@client/components/pack-chart';
import type { PackDetail } from '@client/features/packs/api/types';
import { lineName, packSections } from './pack-figures';

/** The weight chart's rings of a pack being edited: its sections, their lines' totals. */
export function chartData(pack: PackDetail): PackChartData {
  const sections = packSections(pack).map(({ category, totals, lines }) => {
    const lineTotal = new Map(totals?.items.map((item) => [item.lineId, item.totalMg]));
    return {
      key: category.categoryId ?? 'none',
      name: category.name,
      color: category.color,
      totalMg: totals?.totalMg ?? 0,
      lines: lines.map((line) => ({
        key: line.id,
        name: lineName(line),
        valueMg: lineTotal.get(line.id) ?? 0,
      })),
    };
  });
  return chartFromSections(sections, pack.totals.totalMg);
}
