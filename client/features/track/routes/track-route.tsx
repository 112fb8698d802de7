import { ComingSoonPage } from '@client/components/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Track"
      lead="Track will bring in your activities from Strava and Garmin: the distance, time and route of each."
      status="Tracking is still being built: nothing comes in from Strava or Garmin yet."
    />
  );
}
