import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Gear"
      description="Every piece of gear you own, with weights, prices and categories."
    />
  );
}
