import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Track" description="Your activities from Strava and Garmin." />;
}
