import type { MarkerIcon } from '@domain/map-markers';
import { MarkerGlyph } from '@client/components/map/marker-glyph';
import { glyphColor } from '@client/components/map/marker-glyphs';

interface PlaceBadgeProps {
  icon: MarkerIcon;
  color: string;
  size?: 'small' | 'large';
}

/**
 * The place's icon in a disc of its colour: the very glyph and ink its marker draws on the map
 * (MarkerGlyph), so the list and the popover match the map.
 */
export function PlaceBadge({ icon, color, size = 'small' }: PlaceBadgeProps) {
  return (
    <span
      className={`place-badge place-badge-${size}`}
      style={{ background: color, color: glyphColor(color) }}
    >
      <MarkerGlyph icon={icon} size={size === 'small' ? 16 : 20} />
    </span>
  );
}
