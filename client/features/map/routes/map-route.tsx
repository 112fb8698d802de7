import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Map" description="Plan routes and places on the map." />;
}
