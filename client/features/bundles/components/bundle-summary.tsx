import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { BundleDetail } from '@client/lib/api/bundle-types';
import { priceTexts } from '@client/features/bundles/utils/prices';
import { itemsLabel } from '@client/features/bundles/utils/words';

/** What the whole kit weighs and costs: the figures a pack gains by holding it. */
export function BundleSummary({ bundle, unit }: { bundle: BundleDetail; unit: WeightUnit }) {
  const prices = priceTexts(bundle.priceByCurrency);
  return (
    <section className="bundle-summary" aria-labelledby="bundle-summary-title">
      <h2 id="bundle-summary-title" className="visually-hidden">
        Totals
      </h2>
      <dl className="bundle-figures">
        <div className="bundle-figure bundle-figure-main">
          <dt>Total weight</dt>
          <dd aria-live="polite">{formatWeight(bundle.totalWeightMg, unit)}</dd>
        </div>
        <div className="bundle-figure">
          <dt>Items</dt>
          <dd>{itemsLabel(bundle.itemCount)}</dd>
        </div>
        <div className="bundle-figure">
          <dt>Price</dt>
          <dd>
            {prices.length === 0 ? (
              <span className="muted">No prices</span>
            ) : (
              <ul className="bundle-prices">
                {prices.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
