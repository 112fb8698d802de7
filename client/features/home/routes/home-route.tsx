import { replace } from 'react-router';
import { ComingSoonPage } from '@client/components/coming-soon-page';
import { HOME_MIN_WIDTH_PX } from '@client/lib/breakpoints';
import { paths } from '@client/lib/paths';

/** Home is a wide-screen overview; on narrower screens the gear list takes its place. */
export function loader() {
  const wide = window.matchMedia(`(min-width: ${HOME_MIN_WIDTH_PX}px)`).matches;
  return wide ? null : replace(paths.gear());
}

export function Component() {
  return (
    <ComingSoonPage
      title="Home"
      lead="Home will show your packs, trips and recent activity at a glance."
      status="This overview is still being built."
    />
  );
}
