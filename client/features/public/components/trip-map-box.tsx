import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RoutePoint } from '@domain/route/route-point';
import { RoutePreview } from '@client/components/route-preview';
import type { PublicTripWaypoint } from '@client/features/public/api/types';
import type { TripMapProps } from './trip-map';

interface TripMapBoxProps {
  name: string;
  points: readonly RoutePoint[];
  segmentStarts: readonly number[];
  waypoints: readonly PublicTripWaypoint[];
  hoverIndex: number | null;
  onHover: (index: number | null) => void;
}

const PREVIEW_SIZE = 300;

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
  hoverIndex,
  onHover,
}: TripMapBoxProps) {
  const [Map, setMap] = useState<ComponentType<TripMapProps> | null>(null);
  const hasPlaces = points.length > 0 || waypoints.length > 0;
  useEffect(() => {
    if (!hasPlaces) return;
    let live = true;
    void import('./trip-map').then(
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
