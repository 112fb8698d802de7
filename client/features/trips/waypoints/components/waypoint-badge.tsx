import type { MarkerIcon } from '@domain/map-markers';
import { glyphColor, MarkerGlyph } from '@client/components/map';

interface WaypointBadgeProps {
  icon: MarkerIcon;
  color: string;
  size?: 'small' | 'large';
}

/** The waypoint's icon in a disc of its colour, as its marker shows it on the map. */
export function WaypointBadge({ icon, color, size = 'small' }: WaypointBadgeProps) {
  return (
    <span
      className={`trip-badge trip-badge-${size}`}
      style={{ background: color, color: glyphColor(color) }}
    >
      <MarkerGlyph icon={icon} size={size === 'small' ? 16 : 20} />
    </span>
  );
}
