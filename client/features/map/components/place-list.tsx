import type { Place } from '@client/features/map/api/types';
import { MARKER_ICON_NAMES } from '@client/components/map';
import { PlaceBadge } from './place-icon';

interface PlaceListProps {
  places: Place[];
  /** Centres the map on the place and opens its popover. */
  onShow: (place: Place) => void;
}

/** The user's places by name, each a button that shows it on the map. */
export function PlaceList({ places, onShow }: PlaceListProps) {
  return (
    <ul className="place-list" aria-label="Your places">
      {places.map((place) => (
        <li key={place.id}>
          <button type="button" className="place-list-item" onClick={() => onShow(place)}>
            <PlaceBadge icon={place.icon} color={place.color} />
            <span className="place-list-text">
              <span className="place-list-name">{place.name}</span>
              <span className="place-list-kind">{MARKER_ICON_NAMES[place.icon]}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
