import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { GearCategory } from '@client/lib/api/gear-types';
import { itemsLabel } from '@client/features/gear/utils/bulk-words';
import { CategoryLabel } from './category-dot';

interface GroupSummaryProps {
  category: GearCategory | null;
  count: number;
  weightMg: number;
  unit: WeightUnit;
}

/** "● Shelter  3 items · 1.45 kg": a category's heading in the grouped list. */
export function GroupSummary({ category, count, weightMg, unit }: GroupSummaryProps) {
  return (
    <>
      <span className="group-name">
        <CategoryLabel category={category} />
      </span>
      <span className="group-stats">
        {itemsLabel(count)} · <span title="One of each item">{formatWeight(weightMg, unit)}</span>
      </span>
    </>
  );
}
