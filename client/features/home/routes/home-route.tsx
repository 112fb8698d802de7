import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Home"
      description="Your packs, trips and recent activity at a glance."
    />
  );
}
