import '@client/styles/places.css';
import { PageTitle } from '@client/components/page-title';
import { PlacesPage } from '@client/features/map/components/places-page';

export function Component() {
  return (
    <>
      <PageTitle title="Map" />
      <PlacesPage />
    </>
  );
}
