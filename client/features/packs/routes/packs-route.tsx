import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Packs"
      description="Your pack lists with base, worn and consumable weights."
    />
  );
}
