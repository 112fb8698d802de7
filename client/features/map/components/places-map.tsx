import { useEffect, useState, type RefObject } from 'react';
import {
  MapMarker,
  MapView,
  positionOf,
  useMapActions,
  type MapActions,
  type MapPosition,
} from '@client/components/map';
import type { FoundPlace, Place } from '@client/features/map/api/types';
import { PlacePopover } from './place-popover';

interface PlacesMapProps {
  /** Undefined while the list loads: the map shows at once and fits the places when they come. */
  places: Place[] | undefined;
  /** The place whose popover is open (the markers' popovers follow it), or null. */
  selectedId: string | null;
  onPopoverOpenChange: (place: Place, open: boolean) => void;
  /** Filled while the map is shown, for the controls outside it (the list, "Add place here"). */
  actionsRef: RefObject<MapActions | null>;
  /** The map is drawn and `actionsRef` filled: what waits for it may go on. */
  onActionsReady?: () => void;
  onMapClick: (position: MapPosition) => void;
  onMove: (place: Place, position: MapPosition) => void;
  onEdit: (place: Place) => void;
  onDelete: (place: Place) => void;
  /** A place found by the search, marked until it is saved or dismissed. */
  found?: FoundPlace | null;
}

// A place found by the search is not one of the user's yet: a colour no new place starts with.
const FOUND_COLOR = '#2563eb';

/**
 * The user's places on the shared map: a draggable marker of each place's colour and icon,
 * named by the place, whose popover offers Edit and Delete. The map fits them all when the list
 * first comes; a click on the map itself asks for a new place there.
 */
export function PlacesMap({
  places,
  selectedId,
  onPopoverOpenChange,
  actionsRef,
  onActionsReady,
  onMapClick,
  onMove,
  onEdit,
  onDelete,
  found,
}: PlacesMapProps) {
  // Fitted once, to the places as they first came; later changes leave the view alone.
  const [fitTo, setFitTo] = useState<MapPosition[] | undefined>(() => places?.map(positionOf));
  if (fitTo === undefined && places !== undefined) setFitTo(places.map(positionOf));

  return (
    <MapView
      label="Map of your places"
      className="places-map-view"
      onMapClick={onMapClick}
      fitTo={fitTo}
    >
      <ShareActions actionsRef={actionsRef} onReady={onActionsReady} />
      {places?.map((place) => (
        <MapMarker
          key={place.id}
          position={positionOf(place)}
          colorHex={place.color}
          icon={place.icon}
          title={place.name}
          draggable
          onDragEnd={(position) => onMove(place, position)}
          popoverOpen={place.id === selectedId}
          onPopoverOpenChange={(open) => onPopoverOpenChange(place, open)}
          popover={<PlacePopover place={place} onEdit={onEdit} onDelete={onDelete} />}
        />
      ))}
      {found && (
        <MapMarker
          position={positionOf(found)}
          colorHex={FOUND_COLOR}
          icon="generic"
          title={`Found: ${found.name}`}
        />
      )}
    </MapView>
  );
}

/** Hands the map's fit, centre-on and centre helpers to the screen, which uses them from outside the map. */
function ShareActions({
  actionsRef,
  onReady,
}: {
  actionsRef: RefObject<MapActions | null>;
  onReady?: () => void;
}) {
  const actions = useMapActions();
  useEffect(() => {
    actionsRef.current = actions;
    onReady?.();
    return () => {
      actionsRef.current = null;
    };
  }, [actions, actionsRef, onReady]);
  return null;
}
