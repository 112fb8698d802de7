import { ComingSoonPage } from '@client/components/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Search"
      lead="Search will look through your gear, bundles and packs at once."
      status="Search across Packtrail is still being built. To find an item today, use the search box of your gear list."
    />
  );
}
