import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import { ItemThumb } from '@client/components/item-thumb';
import { QuantityField } from '@client/components/quantity-field';
import type { BundleEntry } from '@client/lib/api/bundle-types';
import { useEntryQuantity } from '@client/features/bundles/hooks/use-entry-quantity';
import { entryWeightMg } from '@client/features/bundles/utils/bundle-detail';

interface BundleEntryRowProps {
  entry: BundleEntry;
  unit: WeightUnit;
  onQuantity: (entry: BundleEntry, quantity: number) => Promise<unknown>;
  onRemove: (entry: BundleEntry) => void;
}

/**
 * One item of the bundle: its handle (drag it, or focus it and use Space and the arrow keys),
 * what it is and weighs, how many, their weight together, and a way to take it out.
 */
export function BundleEntryRow({ entry, unit, onQuantity, onRemove }: BundleEntryRowProps) {
  const { item } = entry;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.id });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const quantity = useEntryQuantity(entry.quantity, (next) => onQuantity(entry, next));

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={['bundle-entry', isDragging ? 'is-dragging' : ''].join(' ')}
      data-entry={entry.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle bundle-entry-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${item.name}`}
      >
        <GripVertical aria-hidden="true" size={18} />
      </button>
      <ItemThumb photoUrl={item.photoUrl} size={36} />
      <div className="bundle-entry-text">
        <span className="bundle-entry-name">
          {item.name}
          {item.retired && <span className="badge">Retired</span>}
        </span>
        <span className="bundle-entry-meta">
          {item.brand && (
            <>
              <span className="bundle-entry-brand">{item.brand}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>{formatWeight(item.weightMg, unit)} each</span>
        </span>
      </div>
      <QuantityField name={item.name} {...quantity} />
      <span className="bundle-entry-weight">
        <span className="visually-hidden">Weight of {item.name}: </span>
        {formatWeight(entryWeightMg(entry), unit)}
      </span>
      <button
        type="button"
        className="icon-button small bundle-entry-remove"
        aria-label={`Remove ${item.name} from the bundle`}
        title="Remove from the bundle"
        data-remove={entry.id}
        onClick={() => onRemove(entry)}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
