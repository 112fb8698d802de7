import '@client/styles/trips.css';
import { useParams } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { useTrip } from '@client/features/trips/api/get-trip';
import { TripPage } from '@client/features/trips/components/trip-page';

export function Component() {
  const { tripId = '' } = useParams();
  const { data: trip } = useTrip(tripId);
  return (
    <>
      <PageTitle title={trip?.name ?? 'Trip'} />
      <TripPage key={tripId} tripId={tripId} />
    </>
  );
}
