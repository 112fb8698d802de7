import { replace } from 'react-router';
import { HomePage } from '@client/features/home/components/home-page';
import { HOME_MIN_WIDTH_PX } from '@client/lib/breakpoints';
import { paths } from '@client/lib/paths';

/** Home is a wide-screen overview; on narrower screens the gear list takes its place. */
export function loader() {
  const wide = window.matchMedia(`(min-width: ${HOME_MIN_WIDTH_PX}px)`).matches;
  return wide ? null : replace(paths.gear());
}

export function Component() {
  return <HomePage />;
}
