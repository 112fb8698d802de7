import { Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { RoutePreview } from '@client/components/route-preview';
import type { ActivitySummary } from '@client/features/track/api/types';
import { CATEGORY_NAMES, showsPace } from '@client/lib/activity-categories';
import {
  formatClimb,
  formatDuration,
  formatKm,
  formatPace,
  formatSpeed,
  formatStart,
} from '@client/lib/activity-format';
import { activityAddress } from '@client/features/track/utils/activity-address';

/** One activity in the list: the whole card opens it. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const time = activity.movingS ?? activity.elapsedS;
  const hasRoute = activity.preview.length > 1;
  return (
    <li className="list-card activity-card">
      <div className="activity-card-preview">
        {hasRoute ? (
          <RoutePreview
            preview={activity.preview}
            segmentStarts={activity.previewSegmentStarts}
            label={`Route of ${activity.name}`}
            size={72}
          />
        ) : (
          <Footprints aria-hidden="true" size={28} className="muted" />
        )}
      </div>
      <div className="activity-card-body">
        <h3 className="activity-card-name">
          <Link to={activityAddress(activity.id)} className="list-card-link">
            {activity.name}
          </Link>
        </h3>
        <p className="activity-card-when">
          <span>
            {formatStart(activity.startTime, activity.timeZone, activity.utcOffsetMinutes)}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{CATEGORY_NAMES[activity.category]}</span>
        </p>
        <dl className="activity-card-figures">
          <div>
            <dt>Distance</dt>
            <dd>{formatKm(activity.distanceM)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{time === null ? '—' : formatDuration(time)}</dd>
          </div>
          <div>
            <dt>Climb</dt>
            <dd>{formatClimb(activity.gainM)}</dd>
          </div>
          <div>
            <dt>{showsPace(activity.category) ? 'Pace' : 'Speed'}</dt>
            <dd>
              {showsPace(activity.category)
                ? formatPace(activity.avgSpeedMps)
                : formatSpeed(activity.avgSpeedMps)}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
