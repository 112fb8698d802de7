import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RoutePoint } from '@domain/route/route-point';
import { RoutePreview } from '@client/components/route-preview';
import { TILE_SOURCES_PATH } from '@client/components/map/tile-paths';
import { prefetchRead } from '@client/lib/prefetched-reads';
import type { PublicTripWaypoint } from '@client/features/public/api/types';
import type * as TripMapModule from './trip-map';
import type { TripMapProps } from './trip-map';

interface TripMapBoxProps {
  name: string;
  points: readonly RoutePoint[];
  segmentStarts: readonly number[];
  waypoints: readonly PublicTripWaypoint[];
  /** The activities recorded on the trip, drawn beside the planned route once the map is up. */
  doneLines?: TripMapProps['doneLines'];
  hoverIndex: number | null;
  onHover: (index: number | null) => void;
}

const PREVIEW_SIZE = 300;

let tripMapCode: Promise<typeof TripMapModule> | null = null;

/**
 * The map's code (Leaflet) and its tile sources, asked for once. The page's entry asks before it
 * hydrates, so both load while hydration runs rather than one after the other after it; not from
 * the page's head, where the code would hold the first paint back.
 */
export function loadTripMap(): Promise<typeof TripMapModule> {
  if (!tripMapCode) {
    // The map reads its tile sources as it mounts: asked for now, beside its code.
    prefetchRead(TILE_SOURCES_PATH);
    tripMapCode = import('./trip-map');
  }
  return tripMapCode;
}

/** Whether a trip's map box shows anything: a route's point or a waypoint. */
export const showsPlaces = (points: readonly unknown[], waypoints: readonly unknown[]): boolean =>
  points.length > 0 || waypoints.length > 0;

/**
 * The map's box: first (on the server, and until the map has loaded) the route's outline as a
 * static picture the map's size, then the shared map, imported after the page is up so Leaflet
 * is never in the first paint nor on the server.
 */
export function TripMapBox({
  name,
  points,
  segmentStarts,
  waypoints,
  doneLines,
  hoverIndex,
  onHover,
}: TripMapBoxProps) {
  const [Map, setMap] = useState<ComponentType<TripMapProps> | null>(null);
  const hasPlaces = showsPlaces(points, waypoints);
  useEffect(() => {
    if (!hasPlaces) return;
    let live = true;
    void loadTripMap().then(
      (module) => {
        if (live) setMap(() => module.TripMap);
      },
      () => {
        // Offline or a stale chunk: the outline stays, which shows the route all the same.
      },
    );
    return () => {
      live = false;
    };
  }, [hasPlaces]);
  const preview = useMemo(
    () => points.map(([latitude, longitude]): [number, number] => [latitude, longitude]),
    [points],
  );
  if (!hasPlaces) return null;
  return (
    <div className="pt-map">
      {Map ? (
        <Map
          label={`Map of ${name}`}
          points={points}
          segmentStarts={segmentStarts}
          waypoints={waypoints}
          doneLines={doneLines}
          hoverIndex={hoverIndex}
          onHover={onHover}
        />
      ) : (
        <div className="pt-map-outline">
          <RoutePreview
            preview={preview}
            segmentStarts={segmentStarts}
            label={`Route of ${name}`}
            size={PREVIEW_SIZE}
          />
        </div>
      )}
    </div>
  );
}
