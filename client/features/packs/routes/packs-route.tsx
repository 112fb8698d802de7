import '@client/styles/packs.css';
import { PageTitle } from '@client/components/page-title';
import { PacksList } from '@client/features/packs/components/packs-list';

export function Component() {
  return (
    <>
      <PageTitle title="Packs" />
      <PacksList />
    </>
  );
}
