import { useMemo } from 'react';
import { AlongRouteChart, ElevationProfile } from '@client/components/elevation-profile';
import type { ActivityRoute } from '@client/features/track/api/types';
import { formatPace, formatSpeed } from '@client/lib/activity-format';

interface ActivityChartsProps {
  name: string;
  route: ActivityRoute;
  /** Pace (time per km) rather than speed, as the category is read (runs, hikes). */
  pace: boolean;
  hoverIndex: number | null;
  onHoverIndexChange: (index: number | null) => void;
}

/**
 * Slower than this is standing rather than a pace (20 min/km): left as a gap in the pace chart,
 * so one stop does not stretch its axis to hours.
 */
const SLOWEST_PACE_S_PER_KM = 20 * 60;

const CHART_HEIGHT = 140;

/** 395 s/km → '6:35'. */
const paceTick = (secondsPerKm: number) => {
  const whole = Math.round(secondsPerKm);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The charts along an activity's route, on the shared chart component, all pointing at the same
 * point as the map: elevation, speed or pace, and heart rate where the file had it. Each reads
 * the server's distance along the route, so the km marks agree with the splits.
 */
export function ActivityCharts({
  name,
  route,
  pace,
  hoverIndex,
  onHoverIndexChange,
}: ActivityChartsProps) {
  const { speedValues, hasSpeed } = useMemo(() => {
    const values = route.speedsMps.map((speed) => {
      if (speed === null) return null;
      if (!pace) return speed * 3.6;
      return speed > 0 && 1000 / speed <= SLOWEST_PACE_S_PER_KM ? 1000 / speed : null;
    });
    return { speedValues: values, hasSpeed: values.some((value) => value !== null) };
  }, [route.speedsMps, pace]);

  const common = {
    alongM: route.alongM,
    segmentStarts: route.segmentStarts,
    hoverIndex,
    onHoverIndexChange,
    height: CHART_HEIGHT,
  };
  return (
    <div className="activity-charts">
      <section aria-label="Elevation">
        <h2 className="activity-chart-title">Elevation</h2>
        <ElevationProfile
          points={route.points}
          cumulativeM={route.alongM}
          segmentStarts={route.segmentStarts}
          hoverIndex={hoverIndex}
          onHoverIndexChange={onHoverIndexChange}
          label={`Elevation profile of ${name}`}
          height={CHART_HEIGHT}
        />
      </section>
      {hasSpeed && (
        <section aria-label={pace ? 'Pace' : 'Speed'}>
          <h2 className="activity-chart-title">{pace ? 'Pace' : 'Speed'}</h2>
          <AlongRouteChart
            {...common}
            values={speedValues}
            label={pace ? `Pace along ${name}` : `Speed along ${name}`}
            valueName={pace ? 'Pace' : 'Speed'}
            formatValue={
              pace
                ? (secondsPerKm) => formatPace(1000 / secondsPerKm)
                : (kmh) => formatSpeed(kmh / 3.6)
            }
            formatTick={pace ? paceTick : (kmh) => `${Math.round(kmh)}`}
            emptyMessage="No times in this file, so no speed to show."
            fromZero={!pace}
          />
        </section>
      )}
      {route.heartRates?.some((rate) => rate !== null) && (
        <section aria-label="Heart rate">
          <h2 className="activity-chart-title">Heart rate</h2>
          <AlongRouteChart
            {...common}
            values={route.heartRates}
            label={`Heart rate along ${name}`}
            valueName="Heart rate"
            formatValue={(bpm) => `${Math.round(bpm)} bpm`}
            formatTick={(bpm) => `${Math.round(bpm)}`}
            emptyMessage="No heart rate in this file."
            minSpan={20}
          />
        </section>
      )}
    </div>
  );
}
