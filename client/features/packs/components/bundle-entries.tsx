import { Split } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { PackLine } from '../api/types';
import { quantityText } from '../utils/line-words';

interface BundleEntriesProps {
  line: PackLine;
  unit: WeightUnit;
  id: string;
  onExpand: () => void;
}

/** What a bundle line holds, for this line's quantity, and the way to make it plain lines. */
export function BundleEntries({ line, unit, id, onExpand }: BundleEntriesProps) {
  const entries = line.bundle?.items ?? [];
  return (
    <div className="pack-bundle-entries" id={id}>
      {entries.length === 0 ? (
        <p className="muted">This bundle is empty.</p>
      ) : (
        <ul aria-label={`In ${line.bundle?.name ?? 'the bundle'}`}>
          {entries.map((entry) => (
            <li key={entry.gearItemId}>
              <span className="pack-bundle-entry-name">
                {entry.name}
                {entry.brand && <span className="muted"> · {entry.brand}</span>}
              </span>
              <span className="pack-bundle-entry-quantity">
                × {quantityText(entry.quantity * line.quantity)}
              </span>
              <span className="pack-bundle-entry-weight">
                {formatWeight(Math.round(entry.weightMg * entry.quantity * line.quantity), unit)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-small" onClick={onExpand}>
        <Split aria-hidden="true" size={16} />
        Expand into items
      </button>
      <p className="field-hint">
        The bundle stays linked until then: a change to it shows here. Expanded, its items become
        lines of their own.
      </p>
    </div>
  );
}
