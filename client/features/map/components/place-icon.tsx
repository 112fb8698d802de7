import {
  Binoculars,
  Camera,
  Droplet,
  Flag,
  FlagTriangleRight,
  House,
  MapPin,
  Mountain,
  ParkingSquare,
  ShoppingBasket,
  Tent,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { MarkerIcon } from '@domain/map-markers';
import { inkOn } from '@client/features/map/utils/ink';

/** The glyph of each marker icon in the list, the popover and the form's icon picker. */
const GLYPHS: Record<MarkerIcon, LucideIcon> = {
  camp: Tent,
  water: Droplet,
  resupply: ShoppingBasket,
  parking: ParkingSquare,
  summit: Mountain,
  hut: House,
  viewpoint: Binoculars,
  danger: TriangleAlert,
  start: FlagTriangleRight,
  finish: Flag,
  photo: Camera,
  generic: MapPin,
};

interface PlaceIconProps {
  icon: MarkerIcon;
  size?: number;
  className?: string;
}

/** A marker icon's glyph, decorative: its name is always said beside it. */
export function PlaceIcon({ icon, size = 18, className }: PlaceIconProps) {
  const Glyph = GLYPHS[icon];
  return <Glyph aria-hidden="true" size={size} className={className} />;
}

interface PlaceBadgeProps {
  icon: MarkerIcon;
  color: string;
  size?: 'small' | 'large';
}

/** The place's icon in a disc of its colour, as its marker shows it on the map. */
export function PlaceBadge({ icon, color, size = 'small' }: PlaceBadgeProps) {
  return (
    <span
      className={`place-badge place-badge-${size}`}
      style={{ background: color, color: inkOn(color) }}
    >
      <PlaceIcon icon={icon} size={size === 'small' ? 16 : 20} />
    </span>
  );
}
