import '@client/styles/trips.css';
import { PageTitle } from '@client/components/page-title';
import { TripsPage } from '@client/features/trips/list/components/trips-page';

export function Component() {
  return (
    <>
      <PageTitle title="Trips" />
      <TripsPage />
    </>
  );
}
