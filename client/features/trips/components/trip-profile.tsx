import { useMemo } from 'react';
import { ElevationProfile, type ChartMark } from '@client/components/elevation-profile';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';

interface TripProfileProps {
  name: string;
  figures: TripFigures;
  hoverIndex: number | null;
  onHoverIndexChange: (index: number | null) => void;
  height: number;
}

/**
 * The route's elevation under the map, linked both ways: hovering (or touching, or the arrow
 * keys on) the chart shows the point on the map; hovering the route line moves the crosshair.
 * Camps are marked where the days end.
 */
export function TripProfile({
  name,
  figures,
  hoverIndex,
  onHoverIndexChange,
  height,
}: TripProfileProps) {
  const marks = useMemo<ChartMark[]>(
    () =>
      figures.days.flatMap((day) =>
        day.endsAt
          ? [{ alongM: day.endAlongM, label: `End of day ${day.day}: ${day.endsAt.name}` }]
          : [],
      ),
    [figures.days],
  );
  if (figures.points.length < 2) {
    return (
      <div className="trip-profile trip-profile-empty">
        <p className="muted">
          No route yet: draw one on the map or import a GPX file, and its elevation profile shows
          here.
        </p>
      </div>
    );
  }
  return (
    <div className="trip-profile">
      <ElevationProfile
        points={figures.points}
        cumulativeM={figures.profile.cumulativeM}
        segmentStarts={figures.segmentStarts}
        unit="metric"
        hoverIndex={hoverIndex}
        onHoverIndexChange={onHoverIndexChange}
        label={`Elevation profile of ${name}`}
        height={height}
        marks={marks}
      />
    </div>
  );
}
