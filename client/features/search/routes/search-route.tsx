import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Search" description="Search your gear, packs and trips." />;
}
