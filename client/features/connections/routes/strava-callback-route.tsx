import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Connecting Strava"
      description="Linking your Strava account to Packtrail."
    />
  );
}
