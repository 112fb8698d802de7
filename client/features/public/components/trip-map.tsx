import { useMemo } from 'react';
import { MapHoverPoint, MapMarker, MapRouteLine, MapView } from '@client/components/map';
import type { RoutePoint } from '@domain/route/route-point';
import type { PublicTripWaypoint } from '@client/features/public/api/types';

export interface TripMapProps {
  label: string;
  points: readonly RoutePoint[];
  segmentStarts: readonly number[];
  waypoints: readonly PublicTripWaypoint[];
  /** Recorded lines (the trip's activities), drawn under the planned route. */
  doneLines?: readonly {
    line: readonly [number, number][];
    lineSegmentStarts: readonly number[];
  }[];
  hoverIndex: number | null;
  onHover: (index: number | null) => void;
}

/** The recorded lines' colour, as on the owner's trip page. */
const DONE_LINE_COLOUR = '#2563eb';

/**
 * The shared map, read-only: the route, the waypoints (not draggable) and the point the
 * profile points at. Loaded after the page is shown (trip-map-box.tsx), never on the server.
 */
export function TripMap({
  label,
  points,
  segmentStarts,
  waypoints,
  doneLines = [],
  hoverIndex,
  onHover,
}: TripMapProps) {
  const fitTo = useMemo(() => {
    const positions = points.map(([latitude, longitude]) => ({ latitude, longitude }));
    return positions.length > 0
      ? positions
      : waypoints.map(({ latitude, longitude }) => ({ latitude, longitude }));
  }, [points, waypoints]);
  const hovered = hoverIndex === null ? undefined : points[hoverIndex];
  return (
    <MapView label={label} fitTo={fitTo}>
      {doneLines.map((done, index) => (
        <MapRouteLine
          key={index}
          points={done.line}
          segmentStarts={done.lineSegmentStarts}
          colorHex={DONE_LINE_COLOUR}
          weight={3}
        />
      ))}
      {points.length > 1 && (
        <MapRouteLine points={points} segmentStarts={segmentStarts} onHover={onHover} />
      )}
      {waypoints.map((waypoint, index) => (
        <MapMarker
          key={index}
          position={{ latitude: waypoint.latitude, longitude: waypoint.longitude }}
          colorHex={waypoint.color}
          icon={waypoint.icon}
          title={waypoint.name}
        />
      ))}
      <MapHoverPoint position={hovered ? { latitude: hovered[0], longitude: hovered[1] } : null} />
    </MapView>
  );
}
