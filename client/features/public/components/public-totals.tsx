import type { WeightScale, WeightUnit } from '@domain/weight-units';
import type { PublicPackTotals } from '@client/features/public/api/types';
import { pricesText, quantityText, weightParts } from '@client/features/public/utils/public-format';

interface PublicTotalsProps {
  totals: PublicPackTotals;
  unit: WeightUnit;
  scale: WeightScale;
}

/** Base weight first (what a pack is judged by), then worn, consumable, total, pack weight, price. */
export function PublicTotals({ totals, unit, scale }: PublicTotalsProps) {
  const weights = weightParts([totals.baseMg, totals.wornMg, totals.consumableMg], unit, scale);
  const [base = '', worn = '', consumable = ''] = weights.parts;
  const prices = pricesText(totals.priceByCurrency);
  const figures = [
    { key: 'base', label: 'Base weight', value: base },
    { key: 'worn', label: 'Worn', value: worn },
    { key: 'consumable', label: 'Consumable', value: consumable },
    { key: 'total', label: 'Total', value: weights.total },
    { key: 'pack', label: 'Pack weight', value: weights.sumOf([0, 2]) },
    { key: 'items', label: 'Items', value: quantityText(totals.itemCount) },
    ...(prices ? [{ key: 'price', label: 'Price', value: prices }] : []),
  ];
  return (
    <section className="public-box public-totals" aria-labelledby="public-totals-heading">
      <h2 id="public-totals-heading">Totals</h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.key} className={`public-figure public-figure-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
