import type { Place } from '@client/features/map/api/types';
import { MARKER_ICON_NAMES, MarkerPopover } from '@client/components/map';
import { PlaceBadge } from './place-icon';

interface PlacePopoverProps {
  place: Place;
  onEdit: (place: Place) => void;
  onDelete: (place: Place) => void;
}

/** What a marker's popover says: the place's name, note and where it is, with Edit and Delete. */
export function PlacePopover({ place, onEdit, onDelete }: PlacePopoverProps) {
  return (
    <MarkerPopover
      className="place-popover"
      name={place.name}
      note={place.note}
      position={place}
      badge={<PlaceBadge icon={place.icon} color={place.color} size="large" />}
      meta={MARKER_ICON_NAMES[place.icon]}
      onEdit={() => onEdit(place)}
      onDelete={() => onDelete(place)}
    />
  );
}
