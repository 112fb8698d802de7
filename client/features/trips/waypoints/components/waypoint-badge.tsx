import type { MarkerIcon } from '@domain/map-markers';
import { glyphColor, MARKER_GLYPHS } from '@client/components/map';

interface WaypointGlyphProps {
  icon: MarkerIcon;
  size?: number;
  className?: string;
}

/** A marker icon's glyph, as its marker draws it; decorative: its name is said beside it. */
export function WaypointGlyph({ icon, size = 18, className }: WaypointGlyphProps) {
  const Glyph = MARKER_GLYPHS[icon];
  return <Glyph aria-hidden="true" size={size} className={className} />;
}

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
      <WaypointGlyph icon={icon} size={size === 'small' ? 16 : 20} />
    </span>
  );
}
