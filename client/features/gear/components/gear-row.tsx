import { PanelRightOpen, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import { ItemThumb } from '@client/components/item-thumb';
import type { GearCategory, GearItem } from '@client/lib/api/gear-types';
import { isPending } from '@client/features/gear/hooks/use-item-mutations';
import {
  CELL_FIELDS,
  cellText,
  isCellError,
  readCell,
  type CellField,
} from '@client/features/gear/utils/cell-fields';
import { itemPrice } from '@client/features/gear/utils/display';
import { WearBadge } from '@client/components/wear-badge';
import type { LibraryWear } from '@client/features/gear/utils/item-wear';
import { CategoryLabel } from './category-dot';
import { EditableCell } from './editable-cell';
import type { RowActions } from './row-actions';

interface GearRowProps {
  item: GearItem;
  categories: GearCategory[];
  unit: WeightUnit;
  fallbackCurrency: string;
  /** The cell being edited in this row, if any. */
  editing: CellField | null;
  selected: boolean;
  /** Its gear mileage (Explorer): a badge once it has been used. */
  wear: LibraryWear | undefined;
  rowIndex: number;
  /** Where the virtualiser places the row, in px from the top of the body. */
  offset: number;
  actions: RowActions;
}

const FIELD_NAMES: Record<CellField, string> = {
  name: 'Name',
  brand: 'Brand',
  categoryId: 'Category',
  weight: 'Weight',
  quantity: 'Quantity',
  price: 'Price',
};

/** One item as a table row: every value edits in place. */
export const GearRow = memo(function GearRow({
  item,
  categories,
  unit,
  fallbackCurrency,
  editing,
  selected,
  wear,
  rowIndex,
  offset,
  actions,
}: GearRowProps) {
  const pending = isPending(item);
  const category = categories.find((candidate) => candidate.id === item.categoryId);
  const price = itemPrice(item);
  const categoryOptions = [
    { value: '', label: 'No category' },
    ...categories.map((candidate) => ({ value: candidate.id, label: candidate.name })),
  ];

  const cell = (field: CellField) => ({
    label: `${FIELD_NAMES[field]} of ${item.name}`,
    initial: cellText(item, field, unit),
    editing: editing === field,
    disabled: pending,
    first: field === CELL_FIELDS[0],
    last: field === CELL_FIELDS.at(-1),
    validate: (text: string) => {
      const result = readCell(item, field, text, unit, fallbackCurrency);
      return isCellError(result) ? result.error : null;
    },
    onStart: () => actions.edit(item.id, field),
    onCommit: (text: string, move: 'next' | 'prev' | null) =>
      actions.commit(item, field, text, move),
    onCancel: () => actions.edit(item.id, null),
  });

  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-busy={pending || undefined}
      className={[
        'gear-grid',
        'gear-row',
        item.retired ? 'is-retired' : '',
        pending ? 'is-pending' : '',
        selected ? 'is-selected' : '',
      ].join(' ')}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div role="cell" className="gear-cell gear-cell-select">
        <input
          type="checkbox"
          aria-label={`Select ${item.name}`}
          checked={selected}
          disabled={pending}
          onChange={(event) => actions.toggle(item.id, event.target.checked)}
        />
      </div>
      <div role="cell" className="gear-cell gear-cell-photo">
        <ItemThumb photoUrl={item.photoUrl} />
      </div>
      <div role="cell" className="gear-cell gear-cell-name">
        <EditableCell {...cell('name')}>
          <span className="cell-text">{item.name}</span>
          {item.retired && <span className="badge">Retired</span>}
          {wear && wear.count > 0 && <WearBadge wear={wear} />}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-brand">
        <EditableCell {...cell('brand')}>
          {item.brand ? <span className="cell-text">{item.brand}</span> : <Empty />}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-category">
        <EditableCell {...cell('categoryId')} options={categoryOptions}>
          {category ? <CategoryLabel category={category} /> : <Empty />}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-weight">
        <EditableCell {...cell('weight')} inputMode="text" className="numeric">
          {formatWeight(item.weightMg, unit)}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-quantity">
        <EditableCell {...cell('quantity')} inputMode="numeric" className="numeric">
          {item.quantityOwned}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-price">
        <EditableCell {...cell('price')} inputMode="decimal" className="numeric">
          {price ?? <Empty />}
        </EditableCell>
      </div>
      <div role="cell" className="gear-cell gear-cell-actions">
        <button
          type="button"
          className="icon-button small"
          aria-label={`Details of ${item.name}`}
          title="Details"
          disabled={pending}
          onClick={() => actions.open(item.id)}
          onPointerEnter={actions.preloadDetails}
          onFocus={actions.preloadDetails}
        >
          <PanelRightOpen aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button small"
          aria-label={`Delete ${item.name}`}
          title="Delete"
          disabled={pending}
          onClick={() => actions.remove(item)}
          onPointerEnter={actions.preloadRemove}
          onFocus={actions.preloadRemove}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
});

/** An empty value: a dash to see, "none" to hear. */
function Empty() {
  return (
    <>
      <span className="muted" aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">none</span>
    </>
  );
}
