import { PageTitle } from '@client/components/page-title';
import { useCurrentUser } from '@client/lib/current-user';
import { MarketingPage } from '@client/features/marketing/pages/marketing-page';

/** `/marketing` in the app (a navigation to it); a visitor's first load of it is server-rendered. */
export function Component() {
  const signedIn = useCurrentUser() !== null;
  return (
    <>
      <PageTitle title="Why Packtrail" />
      <MarketingPage signedIn={signedIn} />
    </>
  );
}
