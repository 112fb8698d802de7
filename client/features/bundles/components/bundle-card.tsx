import { Trash2 } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import type { GearCategory } from '@client/lib/api/gear-types';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { BundleSummary } from '@client/lib/api/bundle-types';
import { excerpt, itemsLabel } from '@client/features/bundles/utils/words';
import { CategoryTag } from './category-tag';

interface BundleCardProps {
  bundle: BundleSummary;
  category: GearCategory | undefined;
  unit: WeightUnit;
  onDelete: (bundle: BundleSummary) => void;
}

/** One bundle in the list; the whole card opens it, the bin asks before deleting it. */
export function BundleCard({ bundle, category, unit, onDelete }: BundleCardProps) {
  return (
    <li className="list-card bundle-card">
      <div className="bundle-card-head">
        <h2 className="bundle-card-title">
          <IntentLink to={paths.bundle(bundle.id)} className="list-card-link">
            {bundle.name}
          </IntentLink>
        </h2>
        <button
          type="button"
          className="icon-button small bundle-card-delete"
          aria-label={`Delete ${bundle.name}`}
          title="Delete"
          onClick={() => onDelete(bundle)}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
      <CategoryTag category={category} />
      {bundle.description ? (
        <p className="bundle-card-description">{excerpt(bundle.description)}</p>
      ) : (
        <p className="bundle-card-description muted">No description</p>
      )}
      <p className="bundle-card-stats">
        <span>{itemsLabel(bundle.itemCount)}</span>
        <span className="bundle-card-weight">{formatWeight(bundle.totalWeightMg, unit)}</span>
      </p>
    </li>
  );
}
