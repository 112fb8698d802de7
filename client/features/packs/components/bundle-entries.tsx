import { Split } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { PackEntryMarks, PackLine } from '@client/features/packs/api/types';
import { formatQuantity } from '@client/lib/quantity';
import { FlagToggle } from './flag-toggle';

interface BundleEntriesProps {
  line: PackLine;
  unit: WeightUnit;
  id: string;
  onExpand: () => void;
  /** Marks one item worn or consumable in this pack alone. */
  onMark: (marks: PackEntryMarks) => void;
}

/**
 * What a bundle line holds, for this line's quantity, each item marked worn or consumable in
 * this pack (the bundle stays one line), and the way to make it plain lines.
 */
export function BundleEntries({ line, unit, id, onExpand, onMark }: BundleEntriesProps) {
  const entries = line.bundle?.items ?? [];
  const bundleName = line.bundle?.name ?? 'the bundle';
  return (
    <div className="pack-bundle-entries" id={id}>
      {entries.length === 0 ? (
        <p className="muted">This bundle is empty.</p>
      ) : (
        <ul aria-label={`In ${bundleName}`}>
          {entries.map((entry) => (
            <li key={entry.gearItemId}>
              <span className="pack-bundle-entry-name">
                {entry.name}
                {entry.brand && <span className="muted"> · {entry.brand}</span>}
              </span>
              <span className="pack-bundle-entry-quantity">
                × {formatQuantity(entry.quantity * line.quantity)}
              </span>
              <span className="pack-bundle-entry-weight">
                {formatWeight(Math.round(entry.weightMg * entry.quantity * line.quantity), unit)}
              </span>
              <FlagToggle
                label="Worn"
                lineName={`${entry.name} in ${bundleName}`}
                pressed={entry.worn}
                icon="shirt"
                className="flag-worn"
                onToggle={() => onMark({ gearItemId: entry.gearItemId, worn: !entry.worn })}
              />
              <FlagToggle
                label="Consumable"
                lineName={`${entry.name} in ${bundleName}`}
                pressed={entry.consumable}
                icon="utensils"
                className="flag-consumable"
                onToggle={() =>
                  onMark({ gearItemId: entry.gearItemId, consumable: !entry.consumable })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-small" onClick={onExpand}>
        <Split aria-hidden="true" size={16} />
        Expand into items
      </button>
      <p className="field-hint">
        Mark an item worn or consumable for this pack alone; the bundle stays linked until it is
        expanded: a change to it shows here. Expanded, its items become lines of their own.
      </p>
    </div>
  );
}
