import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Connecting Garmin"
      description="Linking your Garmin account to Packtrail."
    />
  );
}
