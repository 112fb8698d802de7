import { Copy, Trash2 } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { PackSummary } from '@client/features/packs/api/types';

interface PackCardProps {
  pack: PackSummary;
  unit: WeightUnit;
  onDuplicate: (pack: PackSummary) => void;
  onDelete: (pack: PackSummary) => void;
}

/** One pack in the list: the whole card opens it; duplicate and delete sit above that. */
export function PackCard({ pack, unit, onDuplicate, onDelete }: PackCardProps) {
  return (
    <li className="list-card pack-card">
      <h2 className="pack-card-name">
        <IntentLink to={paths.pack(pack.id)} className="list-card-link">
          {pack.name}
        </IntentLink>
      </h2>
      {pack.isPublic && (
        <p className="pack-card-public">
          <span className="badge pack-public">Public</span>
        </p>
      )}
      {pack.description ? (
        <p className="pack-card-description">{pack.description}</p>
      ) : (
        <p className="pack-card-description muted">No description</p>
      )}
      <dl className="pack-card-figures">
        <div>
          <dt>Base</dt>
          <dd>{formatWeight(pack.totals.baseMg, unit)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatWeight(pack.totals.totalMg, unit)}</dd>
        </div>
        <div>
          <dt>Lines</dt>
          <dd>{pack.lineCount}</dd>
        </div>
      </dl>
      <div className="pack-card-actions">
        <button
          type="button"
          className="icon-button small"
          aria-label={`Duplicate ${pack.name}`}
          title="Duplicate"
          onClick={() => onDuplicate(pack)}
        >
          <Copy aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button small"
          aria-label={`Delete ${pack.name}`}
          title="Delete"
          onClick={() => onDelete(pack)}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
    </li>
  );
}
