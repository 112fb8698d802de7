import type { ActivitySplit } from '@client/features/track/api/types';
import { formatDuration, formatPace, formatSpeed } from '@client/lib/activity-format';

interface ActivitySplitsProps {
  splits: readonly ActivitySplit[];
  pace: boolean;
}

/** +12 m, −3 m, 0 m. */
function signed(metres: number | null): string {
  if (metres === null) return '—';
  const whole = Math.round(metres);
  return `${whole > 0 ? '+' : whole < 0 ? '−' : ''}${Math.abs(whole)} m`;
}

/** A split shorter than a kilometre: the last one. */
const isPartial = (split: ActivitySplit) => split.distanceM < 999.5;

/**
 * The activity kilometre by kilometre: the time in motion of each, its pace or speed (over that
 * time), and the height gained or lost; the fastest split marked. From the recorded points, so
 * an activity without times has none.
 */
export function ActivitySplits({ splits, pace }: ActivitySplitsProps) {
  const speeds = splits.map((split) => (split.movingS ? split.distanceM / split.movingS : null));
  // Of the whole kilometres: a short last split is not a kilometre run fast.
  let fastest = -1;
  speeds.forEach((speed, index) => {
    const split = splits[index];
    if (speed === null || !split || isPartial(split)) return;
    if (fastest < 0 || speed > (speeds[fastest] ?? 0)) fastest = index;
  });
  const marked = splits.filter((split) => !isPartial(split)).length > 1 ? fastest : -1;
  return (
    <section className="activity-splits-section" aria-labelledby="activity-splits-title">
      <h2 id="activity-splits-title" className="track-section-title">
        Splits
      </h2>
      <div className="table-scroll">
        <table className="activity-laps activity-splits">
          <thead>
            <tr>
              <th scope="col">Km</th>
              <th scope="col">Time</th>
              <th scope="col">{pace ? 'Pace' : 'Speed'}</th>
              <th scope="col">Elevation</th>
            </tr>
          </thead>
          <tbody>
            {splits.map((split, index) => {
              const speed = speeds[index] ?? null;
              return (
                <tr key={index} className={index === marked ? 'fastest' : undefined}>
                  <th scope="row">
                    {isPartial(split) ? (split.distanceM / 1000).toFixed(2) : index + 1}
                    {index === marked && <span className="activity-split-badge"> fastest</span>}
                  </th>
                  <td>{split.movingS === null ? '—' : formatDuration(split.movingS)}</td>
                  <td>{pace ? formatPace(speed) : formatSpeed(speed)}</td>
                  <td>{signed(split.elevationChangeM)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
