import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { isPublicNotFound, usePublicTrip } from '@client/features/public/api/use-public';
import { PublicLoadFailed, PublicLoading } from '@client/features/public/components/public-states';
import { PublicNotFound, PublicTripPage } from '@client/features/public/pages';
import { unitFromSearch } from '@client/features/public/utils/unit-address';

/** /u/:username/trip/:tripId for a signed-in visitor: the public trip inside the app's frame. */
export function Component() {
  const { username = '', tripId = '' } = useParams();
  const [search] = useSearchParams();
  const { data: trip, error, mutate } = usePublicTrip(username, tripId);
  if (error && !trip) {
    if (isPublicNotFound(error)) {
      return (
        <>
          <PageTitle title="Not Found" />
          <PublicNotFound />
        </>
      );
    }
    return <PublicLoadFailed what="This trip" error={error} onRetry={() => void mutate()} />;
  }
  if (!trip) return <PublicLoading what="trip" />;
  return (
    <>
      <PageTitle title={trip.name} />
      <PublicTripPage
        key={`${username}/${tripId}`}
        trip={trip}
        unit={unitFromSearch(search.toString(), trip.weightUnit)}
      />
    </>
  );
}
