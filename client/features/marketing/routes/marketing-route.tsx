import { PageTitle } from '@client/components/page-title';
import { MarketingPage } from '@client/features/marketing/pages/marketing-page';

/** `/marketing` in the app (a navigation to it); a visitor's first load of it is server-rendered. */
export function Component() {
  return (
    <>
      <PageTitle title="Why Packtrail" />
      <MarketingPage />
    </>
  );
}
