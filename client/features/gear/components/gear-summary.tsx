import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { GearItem } from '@client/lib/api/gear-types';
import { itemsLabel } from '@client/features/gear/utils/bulk-words';

interface GearSummaryProps {
  /** The items loaded so far. */
  items: GearItem[] | undefined;
  unit: WeightUnit;
  /** The library's size as the server counts it. */
  total: number;
  complete: boolean;
}

/**
 * "42 items in use · 3 retired · 12.4 kg of gear" once the whole library is here; while pages
 * still arrive, the server's count and how far loading has come, never figures of a part.
 */
export function GearSummary({ items, unit, total, complete }: GearSummaryProps) {
  if (!items)
    return (
      <p className="page-lead screen-header-lead">
        Every piece of gear you own, with weights, prices and categories.
      </p>
    );
  if (!complete) {
    return (
      <p className="page-lead screen-header-lead" aria-live="polite">
        {itemsLabel(total)} · loading {items.length.toLocaleString()} of {total.toLocaleString()}…
      </p>
    );
  }
  if (total === 0) {
    return (
      <p className="page-lead screen-header-lead">
        Nothing here yet: your first item is a line away.
      </p>
    );
  }
  const active = items.filter((item) => !item.retired);
  const retired = items.length - active.length;
  const weightMg = active.reduce((sum, item) => sum + item.weightMg * item.quantityOwned, 0);
  return (
    <p className="page-lead screen-header-lead" aria-live="polite">
      {itemsLabel(active.length)} in use
      {retired > 0 && <> · {retired.toLocaleString()} retired</>}
      {active.length > 0 && <> · {formatWeight(weightMg, unit)} of gear</>}
    </p>
  );
}
