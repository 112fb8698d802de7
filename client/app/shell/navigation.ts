import { paths } from '@client/lib/paths';

/**
 * The areas, without their icons: the bottom navigation and the "More" sheet each bring the
 * icons they draw, so the sheet's (loaded when it opens) are not in every page's first view.
 */
export interface NavItem {
  label: string;
  to: string;
  /** Only on screens at least HOME_MIN_WIDTH_PX wide (spec: narrower ones are sent to /gear). */
  wideOnly?: boolean;
}

/** The signed-in areas, in the order the header shows them on wide screens. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: paths.home(), wideOnly: true },
  { label: 'Gear', to: paths.gear() },
  { label: 'Bundles', to: paths.bundles() },
  { label: 'Packs', to: paths.packs() },
  { label: 'Trips', to: paths.trips() },
  { label: 'Track', to: paths.track() },
  { label: 'Map', to: paths.map() },
  { label: 'Search', to: paths.search() },
];

const BOTTOM_NAV_LABELS = ['Gear', 'Packs', 'Trips', 'Track', 'Map'];

/** The five areas a thumb reaches most, for the bottom navigation on small screens. */
export const BOTTOM_NAV: NavItem[] = MAIN_NAV.filter((item) =>
  BOTTOM_NAV_LABELS.includes(item.label),
);

/** Every other area, behind the bottom navigation's "More". */
export const MORE_NAV: NavItem[] = MAIN_NAV.filter(
  (item) => !BOTTOM_NAV_LABELS.includes(item.label),
);

/** Whether `pathname` is the area at `to` or a page inside it (/bundles/x is in /bundles). */
export const isInArea = (pathname: string, to: string): boolean =>
  pathname === to || pathname.startsWith(`${to}/`);
