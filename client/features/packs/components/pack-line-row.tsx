import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronRight, Layers } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { Glyph } from '@client/components/glyph';
import { IntentLink } from '@client/components/intent-link';
import { QuantityField } from '@client/components/quantity-field';
import { formatWeight } from '@client/lib/number-format';
import { paths } from '@client/lib/paths';
import type { PackLine } from '@client/features/packs/api/types';
import type { LineActions } from '@client/features/packs/hooks/use-pack-editor';
import { useLineQuantity } from '@client/features/packs/hooks/use-line-quantity';
import { quantityFieldId } from '@client/features/packs/utils/ids';
import { lineName, unitWeightMg } from '@client/features/packs/utils/pack-figures';
import { wornNote } from '@client/features/packs/utils/line-words';
import { BundleEntries } from './bundle-entries';
import { DragHandle } from './drag-handle';
import { FlagToggle } from './flag-toggle';
import { LineNotes } from './line-notes';

interface PackLineRowProps {
  line: PackLine;
  totalMg: number;
  unit: WeightUnit;
  actions: LineActions;
  highlighted: boolean;
}

/** One line of the pack: drag grip, name, weight each, quantity, flags, line total, remove. */
export const PackLineRow = memo(function PackLineRow({
  line,
  totalMg,
  unit,
  actions,
  highlighted,
}: PackLineRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: line.id });
  const [open, setOpen] = useState(false);
  const entriesId = useId();
  const name = lineName(line);
  const note = wornNote(line);
  const brand = line.item?.brand;
  const quantity = useLineQuantity(line.quantity, (next) =>
    actions.update(line, { quantity: next }),
  );
  const style = {
    transform: CSS.Translate.toString(transform),
    transition: transition,
  };
  const classes = [
    'pack-line',
    isDragging && 'is-dragging',
    highlighted && 'is-highlighted',
    line.item?.retired && 'is-retired',
  ];

  return (
    <li ref={setNodeRef} style={style} className={classes.filter(Boolean).join(' ')}>
      <div className="pack-line-grid">
        <DragHandle
          label={`Move ${name}`}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
        />
        <div className="pack-line-name">
          {line.bundle ? (
            // The chevron shows the bundle's items here; the name opens the bundle itself.
            <span className="pack-bundle-head">
              <button
                type="button"
                className="pack-bundle-toggle"
                aria-expanded={open}
                aria-controls={open ? entriesId : undefined}
                aria-label={`${name}, bundle of ${line.bundle.items.length} items`}
                onClick={() => setOpen(!open)}
              >
                <ChevronRight aria-hidden="true" size={16} className="pack-bundle-chevron" />
                <Layers aria-hidden="true" size={16} />
              </button>
              <IntentLink to={paths.bundle(line.bundleId ?? '')} className="pack-line-title">
                {name}
              </IntentLink>
            </span>
          ) : (
            <span className="pack-line-title">
              {name}
              {line.item?.retired && <span className="badge">Retired</span>}
            </span>
          )}
          {(Boolean(brand) || line.bundle) && (
            <span className="pack-line-brand">
              {line.bundle ? `Bundle · ${line.bundle.items.length} items` : brand}
            </span>
          )}
          <LineNotes
            name={name}
            notes={line.item?.notes ?? line.bundle?.description ?? ''}
            url={line.item?.url ?? null}
          />
          {note && <span className="worn-note">{note}</span>}
        </div>
        <span className="pack-line-each" title="Weight of one">
          <span className="visually-hidden">Each: </span>
          {formatWeight(unitWeightMg(line), unit)}
          <span className="pack-line-each-suffix" aria-hidden="true">
            {' '}
            each
          </span>
        </span>
        <QuantityField id={quantityFieldId(line.id)} name={name} {...quantity} />
        <FlagToggle
          label="Worn"
          lineName={name}
          pressed={line.worn}
          icon="shirt"
          className="flag-worn"
          onToggle={() => actions.update(line, { worn: !line.worn })}
        />
        <FlagToggle
          label="Consumable"
          lineName={name}
          pressed={line.consumable}
          icon="utensils"
          className="flag-consumable"
          onToggle={() => actions.update(line, { consumable: !line.consumable })}
        />
        <span className="pack-line-total">
          <span className="visually-hidden">Total: </span>
          {formatWeight(totalMg, unit)}
        </span>
        <button
          type="button"
          className="icon-button small pack-line-remove"
          aria-label={`Remove ${name} from the pack`}
          title="Remove from the pack"
          onClick={() => actions.remove(line)}
        >
          <Glyph name="trash" />
        </button>
      </div>
      {line.bundle && open && (
        <BundleEntries
          line={line}
          unit={unit}
          id={entriesId}
          onExpand={() => actions.expand(line)}
          onMark={(entry) => actions.update(line, { entry })}
        />
      )}
    </li>
  );
});
