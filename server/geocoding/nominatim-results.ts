import {
  boundsOf,
  checkedResult,
  coordinate,
  isRecord,
  text,
  usable,
  type GeocodeResult,
} from './geocode-result.js';

/**
 * Nominatim's `/search?format=jsonv2` answer: an array of places, each with `lat` and `lon` as
 * strings, `name` (empty for an unnamed place), `display_name` (the name, then the address, comma
 * separated), `category` and `type` (the main OSM tag), `addresstype`, and `boundingbox` as four
 * strings: south, north, west, east. Entries that are not usable are dropped; undefined when the
 * answer is not such an array at all.
 */
export function nominatimResults(body: unknown): GeocodeResult[] | undefined {
  if (!Array.isArray(body)) return undefined;
  return usable(body, nominatimResult);
}

function nominatimResult(entry: unknown): GeocodeResult | undefined {
  if (!isRecord(entry)) return undefined;
  const displayName = text(entry.display_name, 1000);
  const parts = displayName.split(',').map((part) => part.trim());
  // An unnamed place has "" for a name: the first part of its display name stands for it.
  const ownName = text(entry.name, 1000);
  const name = ownName === '' ? (parts[0] ?? '') : ownName;
  // The display name starts with the name (or a house number and street); the rest is where.
  const detail = (parts[0] === name ? parts.slice(1) : parts).filter(Boolean).join(', ');
  const box = Array.isArray(entry.boundingbox) ? (entry.boundingbox as unknown[]) : [];
  return checkedResult({
    name,
    detail,
    latitude: coordinate(entry.lat),
    longitude: coordinate(entry.lon),
    kind: entry.type ?? entry.addresstype ?? entry.category,
    bounds: box.length === 4 ? boundsOf([box[0], box[1]], [box[2], box[3]]) : undefined,
  });
}
