import { useFirstAnswerDeferred } from '@client/hooks/use-first-answer-deferred';
import { useTrip } from '@client/features/trips/api/get-trip';
import { TripScreen } from './trip-screen';
import { TripLoadError, TripSkeleton } from './trip-states';

/** /trips/:tripId: the trip once loaded, or its loading and error states. */
export function TripPage({ tripId }: { tripId: string }) {
  const { data, mutate, ...result } = useTrip(tripId);
  // Its map, profile and days are drawn in slices of a deferred render.
  const trip = useFirstAnswerDeferred(data);
  const error: unknown = result.error;
  return (
    <div className="page trip-page">
      {trip ? (
        <TripScreen key={trip.id} trip={trip} />
      ) : error ? (
        <TripLoadError tripId={tripId} error={error} onRetry={() => void mutate()} />
      ) : (
        <TripSkeleton />
      )}
    </div>
  );
}
