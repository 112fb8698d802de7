import { ComingSoonPage } from '@client/components/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Map"
      lead="The map will show your trips’ routes and places, in a standard or satellite style with contour lines."
      status="The map is still being built."
    />
  );
}
