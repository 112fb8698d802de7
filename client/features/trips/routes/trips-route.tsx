import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Trips" description="Trips you are planning and trips you have done." />
  );
}
