import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { PackChart as WeightChart } from '@client/components/pack-chart';
import { formatWeight } from '@client/lib/number-format';
import type { PackDetail } from '@client/features/packs/api/types';
import { chartData } from '@client/features/packs/utils/chart-data';

interface PackChartProps {
  pack: PackDetail;
  unit: WeightUnit;
}

/** The pack's weight by category (the shared chart), fed from the pack being edited. */
export function PackChart({ pack, unit }: PackChartProps) {
  const data = useMemo(() => chartData(pack), [pack]);
  return <WeightChart data={data} formatWeight={(mg) => formatWeight(mg, unit)} />;
}
