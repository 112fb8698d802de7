import { MapPinPlus, X } from 'lucide-react';
import { formatPosition, positionOf } from '@client/components/map';
import type { FoundPlace } from '@client/features/map/api/types';
import { kindLabel } from '@client/features/map/utils/place-search-words';

interface FoundPlaceCardProps {
  place: FoundPlace;
  onSave: () => void;
  onDismiss: () => void;
}

/** The place chosen from the search, under the search box: what and where it is, and Save. */
export function FoundPlaceCard({ place, onSave, onDismiss }: FoundPlaceCardProps) {
  const where = [kindLabel(place.kind), place.detail].filter(Boolean).join(' · ');
  return (
    <section className="found-place" aria-label={`Found: ${place.name}`}>
      <div className="found-place-text">
        <h2 className="found-place-name">{place.name}</h2>
        {where && <p className="found-place-detail">{where}</p>}
        <p className="found-place-position">{formatPosition(positionOf(place))}</p>
      </div>
      <div className="found-place-actions">
        <button type="button" className="button button-primary" onClick={onSave}>
          <MapPinPlus aria-hidden="true" size={18} />
          Save as a place
        </button>
        <button
          type="button"
          className="icon-button found-place-dismiss"
          aria-label="Dismiss"
          onClick={onDismiss}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
