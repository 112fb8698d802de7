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
}

/** The signed-in areas, in the order the header shows them on wide screens. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: paths.home(), icon: Home },
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
