import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Why Packtrail"
      description="Your whole gear closet, every pack and every trip, in one fast, self-hostable app."
    />
  );
}
