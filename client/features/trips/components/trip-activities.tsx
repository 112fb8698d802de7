import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TripDay } from '@domain/route/trip-days';
import { mutate } from 'swr';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { toast } from '@client/lib/toast';
import {
  linkActivity,
  type SuggestedActivity,
  type TripActivities as TripActivitiesData,
} from '@client/features/trips/api/trip-activities';
import type { TripDetail } from '@client/features/trips/api/types';
import {
  formatDistance,
  formatHours,
  formatMetres,
} from '@client/features/trips/utils/route-format';
import { formatDayDate } from '@client/features/trips/utils/trip-dates';
import { plannedAndDone, type DoneDay } from '@client/features/trips/utils/planned-and-done';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';

interface TripActivitiesProps {
  trip: TripDetail;
  figures: TripFigures;
  /** The trip's activities (useTripActivities, shared with the map); undefined while loading. */
  data: TripActivitiesData | undefined;
  error: unknown;
  /** Reads them again after a link or an unlink. */
  reload: () => Promise<unknown>;
}

const doneText = (done: DoneDay) =>
  done.count === 0
    ? '—'
    : `${formatDistance(done.distanceM)} · ${formatMetres(done.gainM)} · ${formatHours(done.movingS / 3600)}`;

/** A day's plan: its distance, climb and moving time; a rest day or no route says so. */
function plannedText(day: TripDay, figures: TripFigures): string {
  if (figures.profile.distanceM === 0) return '—';
  if (day.distanceM === 0) return 'Rest day';
  const climb = formatMetres(figures.climbKnown ? day.gainM : null);
  return `${formatDistance(day.distanceM)} · ${climb} · ${formatHours(day.movingHours)}`;
}

const startText = (activity: SuggestedActivity) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(activity.timeZone ? { timeZone: activity.timeZone } : {}),
  }).format(new Date(activity.startTime));

/**
 * What was done on the trip beside what was planned: each day's planned distance, climb and
 * moving time against what its linked activities recorded; the activities themselves (drawn on
 * the map too), and those recorded on its days near its route, offered for linking.
 */
export function TripActivities({ trip, figures, data, error, reload }: TripActivitiesProps) {
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (activity: SuggestedActivity, tripId: string | null) => {
    setBusy(activity.id);
    try {
      await linkActivity(activity.id, tripId);
      await Promise.all([
        reload(),
        // The tracking screens' reads of activities are stale too.
        mutate((key) => typeof key === 'string' && key.startsWith('/api/activities'), undefined, {
          revalidate: true,
        }),
      ]);
      toast.success(tripId ? `Linked ${activity.name}` : `Unlinked ${activity.name}`);
    } catch (failure) {
      toast.error(`Could not change ${activity.name}: ${errorMessage(failure)}`);
    } finally {
      setBusy(null);
    }
  };

  const linked = data?.activities ?? [];
  const offered = data?.suggestions ?? [];
  const rows = plannedAndDone(figures.days, linked);
  return (
    <section className="trip-section trip-activities" aria-labelledby="trip-activities-heading">
      <h2 id="trip-activities-heading">Planned and done</h2>
      {!data ? (
        <p className="muted" role="status">
          {error
            ? `Could not load the activities: ${errorMessage(error)}`
            : 'Loading the activities…'}
        </p>
      ) : (
        <>
          {linked.length > 0 ? (
            <table className="trip-done-table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Planned</th>
                  <th scope="col">Done</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ day, done }) => (
                  <tr key={day.day}>
                    <th scope="row">
                      Day {day.day}
                      {day.date && <span className="trip-day-date">{formatDayDate(day.date)}</span>}
                    </th>
                    <td>{plannedText(day, figures)}</td>
                    <td>{doneText(done)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="trip-section-lead">
              Nothing linked yet. Upload the trip’s recordings on{' '}
              <Link to={paths.track()}>Track</Link>: those made on its days near its route are
              offered here, to set what was done beside what was planned.
            </p>
          )}
          {linked.length > 0 && (
            <ul className="trip-activity-list" aria-label="Linked activities">
              {linked.map((activity) => (
                <li key={activity.id} className="trip-activity-row">
                  <span>
                    <Link to={paths.activity(activity.id)}>{activity.name}</Link>
                    <span className="muted"> · {startText(activity)}</span>
                  </span>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy !== null}
                    onClick={() => void change(activity, null)}
                    aria-label={`Unlink ${activity.name}`}
                  >
                    <Unlink aria-hidden="true" size={16} />
                    Unlink
                  </button>
                </li>
              ))}
            </ul>
          )}
          {offered.length > 0 && (
            <>
              <h3 className="trip-activity-offers-title">Recorded during {trip.name}</h3>
              <ul className="trip-activity-list" aria-label="Activities to link">
                {offered.map((activity) => (
                  <li key={activity.id} className="trip-activity-row">
                    <span>
                      <Link to={paths.activity(activity.id)}>{activity.name}</Link>
                      <span className="muted">
                        {' '}
                        · {startText(activity)}
                        {activity.distanceM !== null && ` · ${formatDistance(activity.distanceM)}`}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="button button-small"
                      disabled={busy !== null}
                      onClick={() => void change(activity, trip.id)}
                      aria-label={`Link ${activity.name}`}
                    >
                      <Link2 aria-hidden="true" size={16} />
                      Link
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
