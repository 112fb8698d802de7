import {
  Backpack,
  Boxes,
  Compass,
  Home,
  Map,
  Package,
  Search,
  Tent,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@client/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only on screens at least HOME_MIN_WIDTH_PX wide (spec: narrower ones are sent to /gear). */
  wideOnly?: boolean;
}

/** The signed-in areas, in the order the header shows them on wide screens. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: paths.home(), icon: Home, wideOnly: true },
  { label: 'Gear', to: paths.gear(), icon: Package },
  { label: 'Bundles', to: paths.bundles(), icon: Boxes },
  { label: 'Packs', to: paths.packs(), icon: Backpack },
  { label: 'Trips', to: paths.trips(), icon: Tent },
  { label: 'Track', to: paths.track(), icon: Compass },
  { label: 'Map', to: paths.map(), icon: Map },
  { label: 'Search', to: paths.search(), icon: Search },
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
