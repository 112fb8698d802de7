import { PlaceholderPage } from '@client/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Bundles"
      description="Kits of gear you pack together, like a cook kit or a first-aid kit."
    />
  );
}
