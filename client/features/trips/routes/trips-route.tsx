import { ComingSoonPage } from '@client/components/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Trips"
      lead="Trips will hold the trips you plan and the ones you have done: dates, a route on the map and the pack you take."
      status="Trips are still being built. Until then, plan what you carry with a pack."
    />
  );
}
