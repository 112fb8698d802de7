import { useDeferredValue } from 'react';
import { useTrip } from '@client/features/trips/api/get-trip';
import { TripScreen } from './trip-screen';
import { TripLoadError, TripSkeleton } from './trip-states';

/** /trips/:tripId: the trip once loaded, or its loading and error states. */
export function TripPage({ tripId }: { tripId: string }) {
  const { data, mutate, ...result } = useTrip(tripId);
  // The screen follows the trip's first answer in a deferred render, which yields to the
  // browser as it goes: its map, profile and days drawn in SWR's own render were one long task
  // on a slow phone. After that a change shows at once, as the control that made it expects.
  const first = useDeferredValue(data);
  const trip = first === undefined ? undefined : data;
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
