import type { PublicTripActivity } from '@client/features/public/api/types';
import {
  dayDateText,
  distanceText,
  hoursText,
  metresText,
} from '@client/features/public/utils/public-format';

/**
 * What was recorded on the trip, when its owner shows it: each activity's day, name and what it
 * did (its line is on the map, in blue).
 */
export function TripActivitiesList({ activities }: { activities: readonly PublicTripActivity[] }) {
  if (activities.length === 0) return null;
  return (
    <section className="public-section" aria-labelledby="pt-done-heading">
      <h2 id="pt-done-heading">Recorded on the trip</h2>
      <p className="pt-note">In blue on the map, beside the planned route.</p>
      <ul className="pt-done">
        {activities.map((activity, index) => (
          <li key={index}>
            <span className="pt-done-name">
              {activity.name}
              <span className="pt-day-date"> {dayDateText(activity.localDate)}</span>
            </span>
            <span>
              {activity.distanceM === null ? '—' : distanceText(activity.distanceM)} ·{' '}
              {metresText(activity.gainM)}
              {activity.movingS !== null && ` · ${hoursText(activity.movingS / 3600)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
