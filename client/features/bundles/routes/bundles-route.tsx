import '@client/styles/bundles.css';
import { PageTitle } from '@client/components/page-title';
import { BundlesPage } from '@client/features/bundles/components/bundles-page';

export function Component() {
  return (
    <>
      <PageTitle title="Bundles" />
      <BundlesPage />
    </>
  );
}
