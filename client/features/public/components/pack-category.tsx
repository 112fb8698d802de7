import type { WeightScale, WeightUnit } from '@domain/weight-units';
import type {
  PublicBundleItem,
  PublicPackCategory,
  PublicPackLine,
} from '@client/features/public/api/types';
import {
  moneyText,
  quantityText,
  safeHref,
  weightText,
} from '@client/features/public/utils/public-format';
import { eachMg, lineMg } from '@client/features/public/utils/pack-lines';

interface PackCategoryProps {
  category: PublicPackCategory;
  /** Its place on the page, for unique ids. */
  index: number;
  unit: WeightUnit;
  scale: WeightScale;
}

/** "Worn", "Consumable": marks in words, not only a picture. */
function Flags({ worn, consumable }: { worn?: boolean; consumable?: boolean }) {
  if (!worn && !consumable) return null;
  return (
    <span className="pp-flags">
      {worn && <span className="pp-flag">Worn</span>}
      {consumable && <span className="pp-flag">Consumable</span>}
    </span>
  );
}

function BundleItems({
  items,
  unit,
  scale,
}: {
  items: PublicBundleItem[];
  unit: WeightUnit;
  scale: WeightScale;
}) {
  return (
    <ul className="pp-bundle">
      {items.map((item, index) => (
        <li key={index}>
          {quantityText(item.quantity)} × {item.name}
          {item.brand && <span className="pp-brand"> {item.brand}</span>} ·{' '}
          {weightText(item.weightMg, unit, scale)}
          <Flags worn={item.worn} consumable={item.consumable} />
        </li>
      ))}
    </ul>
  );
}

function LineRow({
  line,
  unit,
  scale,
}: {
  line: PublicPackLine;
  unit: WeightUnit;
  scale: WeightScale;
}) {
  const { item, bundle } = line;
  const href = safeHref(item?.url);
  const name = item?.name ?? bundle?.name ?? '';
  const description = item?.description ?? bundle?.description;
  const price =
    item?.priceMinor !== undefined && item.currency
      ? moneyText(item.priceMinor, item.currency)
      : '';
  return (
    <tr>
      <th scope="row">
        <span className="pp-item">
          {item?.photoUrl && (
            <img
              className="pp-thumb"
              src={item.photoUrl}
              alt={`Photo of ${name}`}
              width={40}
              height={40}
              loading="lazy"
            />
          )}
          <span className="pp-name">
            {href ? (
              <a href={href} rel="nofollow noopener noreferrer ugc" target="_blank">
                {name}
              </a>
            ) : (
              name
            )}
            {item?.brand && <span className="pp-brand"> {item.brand}</span>}
            {bundle && <span className="pp-flag">Bundle</span>}
            <Flags worn={line.worn} consumable={line.consumable} />
            {description && <span className="pp-desc">{description}</span>}
            {bundle && <BundleItems items={bundle.items} unit={unit} scale={scale} />}
          </span>
        </span>
      </th>
      <td data-label="Qty">{quantityText(line.quantity)}</td>
      <td data-label="Each">{weightText(eachMg(line), unit, scale)}</td>
      <td data-label="Weight">{weightText(lineMg(line), unit, scale)}</td>
      <td data-label="Price">{price}</td>
    </tr>
  );
}

/** A category: its name and weight, and its lines in a table (stacked rows on a phone). */
export function PackCategory({ category, index, unit, scale }: PackCategoryProps) {
  const headingId = `pp-cat-${index}`;
  return (
    <section className="pp-cat" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="pack-chart-dot" style={{ background: category.color }} />
        {category.name}
        <span className="pp-cat-total">{weightText(category.totals.totalMg, unit, scale)}</span>
      </h2>
      <table className="pp-lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Each</th>
            <th scope="col">Weight</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {category.lines.map((line, l) => (
            <LineRow key={l} line={line} unit={unit} scale={scale} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
