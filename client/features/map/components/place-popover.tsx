import { Pencil, Trash2 } from 'lucide-react';
import type { Place } from '@client/features/map/api/types';
import { formatPosition, MARKER_ICON_NAMES } from '@client/components/map';
import { PlaceBadge } from './place-icon';

interface PlacePopoverProps {
  place: Place;
  onEdit: (place: Place) => void;
  onDelete: (place: Place) => void;
}

/** What a marker's popover says: the place's name, note and where it is, with Edit and Delete. */
export function PlacePopover({ place, onEdit, onDelete }: PlacePopoverProps) {
  return (
    <div className="place-popover">
      <div className="place-popover-head">
        <PlaceBadge icon={place.icon} color={place.color} size="large" />
        <div>
          <h2 className="place-popover-name">{place.name}</h2>
          <p className="place-popover-meta">{MARKER_ICON_NAMES[place.icon]}</p>
        </div>
      </div>
      {place.note && <p className="place-popover-note">{place.note}</p>}
      <p className="place-popover-where">{formatPosition(place)}</p>
      <div className="place-popover-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Edit ${place.name}`}
          onClick={() => onEdit(place)}
        >
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
        <button
          type="button"
          className="button button-small button-danger-outline"
          aria-label={`Delete ${place.name}`}
          onClick={() => onDelete(place)}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
    </div>
  );
}
