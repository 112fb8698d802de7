import { DEFAULT_MARKER_ICON, type MarkerIcon } from '@server/domain/map-markers.js';

/**
 * Which of our marker icons a waypoint from a file gets, from what the file says of it: its
 * symbol (`<sym>`, Garmin's "Campground", "Drinking Water"...), its type (`<type>`) and its name
 * ("Lake camp"). Words are matched whole (plurals too), so "Legend Lake" is no finish and
 * "Carrick" no parking.
 */
const RULES: readonly (readonly [MarkerIcon, RegExp])[] = [
  ['camp', /\b(camp(s|site|sites|ground|grounds|ing)?|tent(s)?|bivvy|bivouac)\b/i],
  ['water', /\b(water|springs?|drinking|fountain)\b/i],
  ['resupply', /\b(shop(s|ping)?|stores?|resupply|supermarket|grocery|market)\b/i],
  ['parking', /\b(parking|car ?park|car)\b/i],
  ['summit', /\b(summit|peak)\b/i],
  ['hut', /\b(huts?|shelters?|refuges?|refugio|rifugio|hütte|lodg(e|ing)|cabin)\b/i],
  ['viewpoint', /\b(view(point|s)?|scenic|lookout|overlook|vista)\b/i],
  ['danger', /\b(danger(ous)?|hazard|caution|warning)\b/i],
  ['photo', /\b(photos?|pictures?|camera)\b/i],
  ['start', /\b(trail ?head|start)\b/i],
  ['finish', /\b(finish|end)\b/i],
];

/** The icon a text names, or null when it names none. */
function iconIn(text: string | null | undefined): MarkerIcon | null {
  if (!text) return null;
  const value = text.trim();
  if (value === '') return null;
  return RULES.find(([, pattern]) => pattern.test(value))?.[0] ?? null;
}

/** Symbol first (a device chose it), then type, then the name a person gave; else generic. */
export function guessWaypointIcon(hints: {
  sym?: string | null;
  type?: string | null;
  name?: string | null;
}): MarkerIcon {
  return iconIn(hints.sym) ?? iconIn(hints.type) ?? iconIn(hints.name) ?? DEFAULT_MARKER_ICON;
}

/**
 * The `<sym>` written for each icon on export: Garmin's own symbol names where one fits, so a
 * device or Garmin's tools draw the right glyph, and each guessed back to the same icon above.
 */
export const WAYPOINT_SYMBOLS: Readonly<Record<MarkerIcon, string>> = {
  camp: 'Campground',
  water: 'Drinking Water',
  resupply: 'Shopping Center',
  parking: 'Parking Area',
  summit: 'Summit',
  hut: 'Lodging',
  viewpoint: 'Scenic Area',
  danger: 'Danger Area',
  start: 'Trail Head',
  finish: 'Finish',
  photo: 'Photo',
  generic: 'Flag, Blue',
};
