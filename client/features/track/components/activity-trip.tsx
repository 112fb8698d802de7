import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mutate } from 'swr';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { toast } from '@client/lib/toast';
import { updateActivity } from '@client/features/track/api/activity';
import { useTripSuggestions } from '@client/features/track/api/trip-suggestions';
import type { ActivityDetail } from '@client/features/track/api/types';

interface ActivityTripProps {
  activity: ActivityDetail;
  /** The activity as saved, after a link or an unlink. */
  onSaved: (saved: ActivityDetail) => void;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '5–7 Jun' (or one day). */
function formatDays(startDate: string, endDate: string): string {
  const start = dayFormat.format(new Date(`${startDate}T00:00:00Z`));
  if (startDate === endDate) return start;
  return `${start} – ${dayFormat.format(new Date(`${endDate}T00:00:00Z`))}`;
}

/** The trip's page reads its activities again after a link changes (GET /api/trips/:id/activities). */
const tripActivitiesChanged = (tripId: string | null) =>
  tripId ? mutate(`/api/trips/${encodeURIComponent(tripId)}/activities`) : Promise.resolve();

/**
 * The trip an activity walked: linked (with a way back to the trip, and to unlink), or the
 * trips it looks like part of (recorded on their days near their route), one click to link.
 */
export function ActivityTrip({ activity, onSaved }: ActivityTripProps) {
  const suggestions = useTripSuggestions(activity.id);
  const [saving, setSaving] = useState(false);

  const link = async (tripId: string | null) => {
    const before = activity.tripId;
    setSaving(true);
    try {
      const saved = await updateActivity(activity.id, { tripId });
      onSaved(saved);
      await Promise.all([
        suggestions.mutate(),
        tripActivitiesChanged(before),
        tripActivitiesChanged(tripId),
      ]);
      toast.success(tripId ? `Linked to ${saved.trip?.name ?? 'the trip'}` : 'Unlinked');
    } catch (error) {
      toast.error(`Could not change the trip: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const offered = suggestions.data?.trips ?? [];
  if (!activity.trip && offered.length === 0) return null;
  return (
    <section className="activity-trip" aria-labelledby="activity-trip-title">
      <h2 id="activity-trip-title" className="track-section-title">
        Trip
      </h2>
      {activity.trip ? (
        <div className="activity-trip-row">
          <p>
            Part of <Link to={paths.trip(activity.trip.id)}>{activity.trip.name}</Link>: it shows on
            the trip’s map and counts as done on its days.
          </p>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => void link(null)}
          >
            <Unlink aria-hidden="true" size={18} />
            Unlink
          </button>
        </div>
      ) : (
        <ul className="activity-trip-offers">
          {offered.map((trip) => (
            <li key={trip.id} className="activity-trip-row">
              <p>
                Recorded during <Link to={paths.trip(trip.id)}>{trip.name}</Link> (
                {formatDays(trip.startDate, trip.endDate)}).
              </p>
              <button
                type="button"
                className="button"
                disabled={saving}
                onClick={() => void link(trip.id)}
              >
                <Link2 aria-hidden="true" size={18} />
                Link to this trip
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
