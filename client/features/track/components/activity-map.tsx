import { useMemo } from 'react';
import { MapHoverPoint, MapRouteLine, MapView } from '@client/components/map';
import type { ActivityRoute } from '@client/features/track/api/types';

export interface ActivityMapProps {
  name: string;
  route: ActivityRoute;
  /** The route point the charts point at (an index into route.points). */
  hoverIndex: number | null;
  onHoverIndexChange: (index: number | null) => void;
}

/**
 * The activity's route on the shared map, read-only, linked to the charts both ways: the
 * pointer on the line moves their crosshair, and theirs shows as a dot on the line. In a chunk of
 * its own (Leaflet), loaded after the page shows its figures (activity-route-box.tsx).
 */
export function ActivityMap({ name, route, hoverIndex, onHoverIndexChange }: ActivityMapProps) {
  const fitTo = useMemo(
    () => route.points.map(([latitude, longitude]) => ({ latitude, longitude })),
    [route.points],
  );
  const hovered = hoverIndex === null ? undefined : route.points[hoverIndex];
  return (
    <MapView label={`Map of ${name}`} className="activity-map-view" fitTo={fitTo}>
      {route.points.length > 1 && (
        <MapRouteLine
          points={route.points}
          segmentStarts={route.segmentStarts}
          onHover={onHoverIndexChange}
        />
      )}
      <MapHoverPoint position={hovered ? { latitude: hovered[0], longitude: hovered[1] } : null} />
    </MapView>
  );
}
