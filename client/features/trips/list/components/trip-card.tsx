import type { WeightUnit } from '@domain/weight-units';
import { RoutePreview } from '@client/components/route-preview';
import { IntentLink } from '@client/components/intent-link';
import { formatWeight } from '@client/lib/number-format';
import { paths } from '@client/lib/paths';
import type { TripSummary } from '@client/features/trips/api/types';
import { ACTIVITY_NAMES } from '@client/lib/activity-names';
import { formatDistance, formatMetres } from '@client/features/trips/utils/route-format';
import { daysText, formatDateRange } from '@client/features/trips/utils/trip-dates';

interface TripCardProps {
  trip: TripSummary;
  unit: WeightUnit;
}

/** One trip in the list: the whole card opens it. */
export function TripCard({ trip, unit }: TripCardProps) {
  const hasRoute = trip.preview.length > 1;
  return (
    <li className="list-card trip-card">
      <div className="trip-card-preview">
        {hasRoute ? (
          <RoutePreview
            preview={trip.preview}
            segmentStarts={trip.previewSegmentStarts}
            label={`Route of ${trip.name}`}
            size={88}
          />
        ) : (
          <span className="trip-card-no-route">No route yet</span>
        )}
      </div>
      <div className="trip-card-body">
        <h3 className="trip-card-name">
          <IntentLink to={paths.trip(trip.id)} className="list-card-link">
            {trip.name}
          </IntentLink>
        </h3>
        <p className="trip-card-when">
          <span>{formatDateRange(trip.startDate, trip.endDate)}</span>
          <span aria-hidden="true"> · </span>
          <span>{ACTIVITY_NAMES[trip.activity]}</span>
          {trip.isPublic && <span className="badge trip-public">Public</span>}
        </p>
        <dl className="trip-card-figures">
          <div>
            <dt>Days</dt>
            <dd>{daysText(trip.days)}</dd>
          </div>
          <div>
            <dt>Distance</dt>
            <dd>{hasRoute ? formatDistance(trip.distanceM) : '—'}</dd>
          </div>
          <div>
            <dt>Climb</dt>
            <dd>{hasRoute ? formatMetres(trip.gainM) : '—'}</dd>
          </div>
          <div>
            <dt>Base weight</dt>
            <dd title={trip.mainPack ? `Main pack: ${trip.mainPack.name}` : undefined}>
              {trip.mainPack ? formatWeight(trip.mainPack.baseMg, unit) : 'No pack'}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
