import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { ShareButton } from '@client/components/share';
import { paths } from '@client/lib/paths';
import { gpxPath } from '@client/features/trips/route/api/export-gpx';
import type { TripDetail } from '@client/features/trips/api/types';
import type { TripActions } from '@client/features/trips/hooks/use-trip-actions';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { ACTIVITY_NAMES } from '@client/lib/activity-names';
import { daysText, formatDateRange } from '@client/features/trips/utils/trip-dates';

interface TripHeaderProps {
  trip: TripDetail;
  actions: TripActions;
  mutations: Pick<TripMutations, 'share'>;
}

/** The trip's name, dates and activity, with its sharing, export and delete. */
export function TripHeader({ trip, actions, mutations }: TripHeaderProps) {
  return (
    <header className="trip-header">
      <IntentLink to={paths.trips()} className="back-link trip-back">
        <ArrowLeft aria-hidden="true" size={16} />
        Trips
      </IntentLink>
      <h1 className="trip-title">{trip.name}</h1>
      <p className="trip-when">
        {formatDateRange(trip.startDate, trip.endDate)} · {daysText(trip.days)} ·{' '}
        {ACTIVITY_NAMES[trip.activity]}
        {trip.isPublic && <span className="badge trip-public">Public</span>}
      </p>
      <div className="trip-header-actions">
        <ShareButton
          target={{
            kind: 'trip',
            id: trip.id,
            name: trip.name,
            isPublic: trip.isPublic,
            hideRouteEnds: trip.hideRouteEnds,
            showActivities: trip.showActivities,
          }}
          actions={{
            setPublic: (isPublic) => mutations.share({ isPublic }),
            setHideRouteEnds: (hideRouteEnds) => mutations.share({ hideRouteEnds }),
            setShowActivities: (showActivities) => mutations.share({ showActivities }),
          }}
        />
        <a
          className="button button-small"
          href={gpxPath(trip.id)}
          download
          title={`Download “${trip.name}” as a GPX file`}
        >
          <Download aria-hidden="true" size={16} />
          Export GPX
        </a>
        <button
          type="button"
          className="button button-small button-danger-outline"
          onClick={actions.askDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete trip
        </button>
      </div>
    </header>
  );
}
