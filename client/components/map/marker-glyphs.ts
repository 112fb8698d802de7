import {
  Binoculars,
  Camera,
  CircleDot,
  Droplet,
  Flag,
  House,
  MountainSnow,
  Play,
  ShoppingBasket,
  SquareParking,
  Tent,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { type MarkerIcon } from '@domain/map-markers';

/** The glyph drawn on a marker for each icon of the fixed set (lucide's, as the app's others). */
export const MARKER_GLYPHS: Record<MarkerIcon, LucideIcon> = {
  camp: Tent,
  water: Droplet,
  resupply: ShoppingBasket,
  parking: SquareParking,
  summit: MountainSnow,
  hut: House,
  viewpoint: Binoculars,
  danger: TriangleAlert,
  start: Play,
  finish: Flag,
  photo: Camera,
  generic: CircleDot,
};

/** `#rrggbb` to its relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(colorHex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(colorHex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The glyph's colour on a marker of this colour: whichever of white and ink reads better. */
export function glyphColor(colorHex: string): '#ffffff' | '#16201b' {
  if (!/^#[0-9a-fA-F]{6}$/.test(colorHex)) return '#ffffff';
  const light = luminance(colorHex);
  const onWhite = 1.05 / (light + 0.05);
  const onInk = (light + 0.05) / (luminance('#16201b') + 0.05);
  return onWhite >= onInk ? '#ffffff' : '#16201b';
}
