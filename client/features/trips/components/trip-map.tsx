import { useEffect, useState, type RefObject } from 'react';
import {
  MapHoverPoint,
  MapMarker,
  MapRouteLine,
  MapView,
  RouteDrawing,
  positionOf,
  useMapActions,
  type MapActions,
  type MapPosition,
} from '@client/components/map';
import type { TripDetail, TripWaypoint } from '@client/features/trips/api/types';
import type { RouteEditor } from '@client/features/trips/route/hooks/use-route-editor';
import type { WaypointEditing } from '@client/features/trips/waypoints/hooks/use-waypoint-editing';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';
import { WaypointPopover } from '@client/features/trips/waypoints/components/waypoint-popover';

interface TripMapProps {
  trip: TripDetail;
  figures: TripFigures;
  waypoints: WaypointEditing;
  editor: RouteEditor;
  /** The route point the profile (or the line) points at. */
  hoverIndex: number | null;
  onHoverIndexChange: (index: number | null) => void;
  /** A click on the map itself, when not drawing. */
  onMapClick: (position: MapPosition) => void;
  /** Filled while the map is shown, for controls outside it (the waypoint list). */
  actionsRef: RefObject<MapActions | null>;
  /** The linked activities' recorded lines, drawn under the planned route. */
  doneLines?: readonly DoneLine[];
}

/** A linked activity's recorded line on the trip's map. */
export interface DoneLine {
  id: string;
  line: readonly [number, number][];
  segmentStarts: readonly number[];
}

/** The recorded lines' colour: apart from the planned route's, in both themes. */
export const DONE_LINE_COLOUR = '#2563eb';

/** The route and waypoints, as the trip's page first fits the map to. */
export function fitPositions(trip: TripDetail): MapPosition[] {
  const route = trip.route?.points ?? [];
  const positions = route.map(([latitude, longitude]) => ({ latitude, longitude }));
  for (const waypoint of trip.waypoints) positions.push(positionOf(waypoint));
  if (positions.length === 0 && trip.latitude !== null && trip.longitude !== null) {
    positions.push({ latitude: trip.latitude, longitude: trip.longitude });
  }
  return positions;
}

/**
 * The trip on the shared map: its route (hovering it moves the profile's crosshair), the point
 * the profile points at, and a draggable marker for each waypoint (saved at the drag's end) with
 * a popover to edit or delete it. While the route is edited, its points are handles instead.
 */
export function TripMap(props: TripMapProps) {
  const { trip, figures, waypoints, editor, hoverIndex, onHoverIndexChange, onMapClick } = props;
  // Fitted once, to the route and waypoints as they first came.
  const [fitTo] = useState(() => fitPositions(trip));
  const hovered = hoverIndex === null ? undefined : figures.points[hoverIndex];

  return (
    <MapView
      label={`Map of ${trip.name}`}
      className="trip-map-view"
      onMapClick={editor.open ? undefined : onMapClick}
      fitTo={fitTo}
    >
      <ShareActions actionsRef={props.actionsRef} />
      {props.doneLines?.map((done) => (
        <MapRouteLine
          key={done.id}
          points={done.line}
          segmentStarts={done.segmentStarts}
          colorHex={DONE_LINE_COLOUR}
          weight={3}
        />
      ))}
      {editor.open && editor.points ? (
        <RouteDrawing
          points={editor.points}
          segmentStarts={editor.segmentStarts}
          onChange={editor.change}
        />
      ) : (
        figures.points.length > 1 && (
          <MapRouteLine
            points={figures.points}
            segmentStarts={figures.segmentStarts}
            onHover={onHoverIndexChange}
          />
        )
      )}
      <MapHoverPoint position={hovered ? { latitude: hovered[0], longitude: hovered[1] } : null} />
      {trip.waypoints.map((waypoint: TripWaypoint) => (
        <MapMarker
          key={waypoint.id}
          position={positionOf(waypoint)}
          colorHex={waypoint.color}
          icon={waypoint.icon}
          title={waypoint.name}
          draggable={!editor.open}
          onDragEnd={(position) => waypoints.move(waypoint, position)}
          popoverOpen={waypoint.id === waypoints.selectedId}
          onPopoverOpenChange={(open) => waypoints.popoverChanged(waypoint, open)}
          popover={
            <WaypointPopover
              waypoint={waypoint}
              onEdit={waypoints.edit}
              onDelete={waypoints.askDelete}
            />
          }
        />
      ))}
    </MapView>
  );
}

/** Hands the map's fit and centre helpers to the screen, which uses them from outside the map. */
function ShareActions({ actionsRef }: { actionsRef: RefObject<MapActions | null> }) {
  const actions = useMapActions();
  useEffect(() => {
    actionsRef.current = actions;
    return () => {
      actionsRef.current = null;
    };
  }, [actions, actionsRef]);
  return null;
}
