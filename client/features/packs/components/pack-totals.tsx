import type { WeightUnit } from '@domain/weight-units';
import { formatMoney, formatWeightParts } from '@client/lib/number-format';
import type { PackTotals as Totals } from '@client/features/packs/api/types';
import { formatQuantity } from '@client/lib/quantity';

interface PackTotalsProps {
  totals: Totals;
  unit: WeightUnit;
}

interface Figure {
  key: string;
  label: string;
  value: string;
  hint: string;
}

/** The pack's figures: base weight first (what the pack is judged by), then the rest. */
export function PackTotals({ totals, unit }: PackTotalsProps) {
  // Rounded together, so base + worn + consumable shown add up to the total shown.
  const weights = formatWeightParts([totals.baseMg, totals.wornMg, totals.consumableMg], unit);
  const [base = '', worn = '', consumable = ''] = weights.parts;
  const prices = Object.entries(totals.priceByCurrency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => formatMoney(minor, currency));
  const figures: Figure[] = [
    {
      key: 'base',
      label: 'Base weight',
      value: base,
      hint: 'Carried, not worn, not consumable',
    },
    { key: 'worn', label: 'Worn', value: worn, hint: 'On you, not in the pack' },
    {
      key: 'consumable',
      label: 'Consumable',
      value: consumable,
      hint: 'Food, fuel, water: used up on the way',
    },
    { key: 'total', label: 'Total', value: weights.total, hint: 'Everything' },
    {
      key: 'pack',
      label: 'Pack weight',
      value: weights.sumOf([0, 2]),
      hint: 'Total minus worn: what goes on your back',
    },
    {
      key: 'items',
      label: 'Items',
      value: formatQuantity(totals.itemCount),
      hint: 'Bundles counted by their items',
    },
    {
      key: 'price',
      label: 'Price',
      value: prices.length > 0 ? prices.join(' + ') : '—',
      hint: prices.length > 1 ? 'One total per currency' : 'Of the items with a price',
    },
  ];
  return (
    <section className="pack-totals" aria-labelledby="pack-totals-heading">
      <h2 id="pack-totals-heading">Totals</h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.key} className={`pack-figure pack-figure-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="pack-figure-value">{figure.value}</span>
              <span className="pack-figure-hint">{figure.hint}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
