import { memo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import { ItemThumb } from '@client/components/item-thumb';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import { isPending } from '@client/features/gear/hooks/use-item-mutations';
import { cellText, isCellError, readCell } from '@client/features/gear/utils/cell-fields';
import { itemPrice } from '@client/features/gear/utils/display';
import { WearBadge } from '@client/components/wear-badge';
import type { LibraryWear } from '@client/features/gear/utils/item-wear';
import { CategoryLabel } from './category-dot';
import { EditableCell } from './editable-cell';
import type { RowActions } from './row-actions';

interface GearCardProps {
  item: GearItem;
  category: GearCategory | undefined;
  unit: WeightUnit;
  fallbackCurrency: string;
  editingWeight: boolean;
  /** Left out under a category's heading. */
  showCategory: boolean;
  selected: boolean;
  /** Its gear mileage (Explorer): a badge once it has been used. */
  wear: LibraryWear | undefined;
  offset: number;
  position: number;
  setSize: number;
  actions: RowActions;
}

/**
 * One item on a phone: a big tap target that opens its details, a tick box at the thumb's side,
 * and the weight, which still edits in place.
 */
export const GearCard = memo(function GearCard({
  item,
  category,
  unit,
  fallbackCurrency,
  editingWeight,
  showCategory,
  selected,
  wear,
  offset,
  position,
  setSize,
  actions,
}: GearCardProps) {
  const pending = isPending(item);
  const price = itemPrice(item);
  const metaId = `gear-card-meta-${item.id}`;
  return (
    <li
      className={[
        'gear-card',
        item.retired ? 'is-retired' : '',
        pending ? 'is-pending' : '',
        selected ? 'is-selected' : '',
      ].join(' ')}
      style={{ transform: `translateY(${offset}px)` }}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <label className="gear-card-check">
        <input
          type="checkbox"
          aria-label={`Select ${item.name}`}
          checked={selected}
          disabled={pending}
          onChange={(event) => actions.toggle(item.id, event.target.checked)}
        />
      </label>
      <ItemThumb photoUrl={item.photoUrl} size={40} />
      <div className="gear-card-text">
        <button
          type="button"
          className="gear-card-open"
          aria-describedby={metaId}
          disabled={pending}
          onClick={() => actions.open(item.id)}
          onPointerEnter={actions.preloadDetails}
          onFocus={actions.preloadDetails}
        >
          <span className="gear-card-name">{item.name}</span>
          {item.retired && <span className="badge">Retired</span>}
        </button>
        <span id={metaId} className="gear-card-meta">
          {showCategory && <CategoryLabel category={category} />}
          {item.quantityOwned !== 1 && <span>×{item.quantityOwned}</span>}
          {price && <span>{price}</span>}
          {wear && wear.count > 0 && <WearBadge wear={wear} short />}
          {item.brand && <span className="gear-card-brand">{item.brand}</span>}
        </span>
      </div>
      <div className="gear-card-weight">
        <EditableCell
          label={`Weight of ${item.name}`}
          initial={cellText(item, 'weight', unit)}
          editing={editingWeight}
          disabled={pending}
          first
          last
          className="numeric"
          validate={(text) => {
            const result = readCell(item, 'weight', text, unit, fallbackCurrency);
            return isCellError(result) ? result.error : null;
          }}
          onStart={() => actions.edit(item.id, 'weight')}
          onCommit={(text, move) => actions.commit(item, 'weight', text, move)}
          onCancel={() => actions.edit(item.id, null)}
        >
          {formatWeight(item.weightMg, unit)}
        </EditableCell>
      </div>
    </li>
  );
});
