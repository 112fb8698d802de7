import { PageTitle } from '@client/components/page-title';
import { LandingPage } from '@client/features/marketing/pages/landing-page';

/** `/` in the app (a navigation to it); a visitor's first load of it is server-rendered. */
export function Component() {
  return (
    <>
      <PageTitle title="Packtrail" />
      <LandingPage />
    </>
  );
}
