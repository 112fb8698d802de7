import '@client/styles/gear.css';
import { PageTitle } from '@client/components/page-title';
import { GearLibrary } from '@client/features/gear/components/gear-library';

export function Component() {
  return (
    <>
      <PageTitle title="Gear" />
      <GearLibrary />
    </>
  );
}
