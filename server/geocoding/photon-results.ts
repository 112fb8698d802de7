import {
  boundsOf,
  checkedResult,
  coordinate,
  isRecord,
  text,
  usable,
  type GeocodeResult,
} from './geocode-result.js';

// The address parts of a Photon feature, most local first, that make a result's detail.
const ADDRESS_PARTS = ['street', 'locality', 'district', 'city', 'county', 'state', 'country'];

/**
 * Photon's `/api` answer: a GeoJSON FeatureCollection whose features are Points
 * (`coordinates: [lon, lat]`) with `properties` holding `name`, `osm_key` and `osm_value` (the
 * main OSM tag), `type` (house, street, city, ...), the address parts (`street`, `housenumber`,
 * `city`, `state`, `country`, ...) and, for areas, `extent`: [west, north, east, south]. Entries
 * that are not usable are dropped; undefined when the answer is not a collection at all.
 */
export function photonResults(body: unknown): GeocodeResult[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.features)) return undefined;
  return usable(body.features as unknown[], photonResult);
}

function photonResult(feature: unknown): GeocodeResult | undefined {
  if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry)) {
    return undefined;
  }
  const { geometry, properties } = feature;
  const position = geometry.type === 'Point' ? geometry.coordinates : undefined;
  if (!Array.isArray(position) || position.length < 2) return undefined;
  const [longitude, latitude] = (position as unknown[]).map(coordinate);
  const street = [text(properties.street, 200), text(properties.housenumber, 20)]
    .filter(Boolean)
    .join(' ');
  const name = text(properties.name, 1000) || street;
  const detail = ADDRESS_PARTS.map((part) =>
    part === 'street' ? street : text(properties[part], 200),
  )
    .filter((part, index, all) => part && part !== name && all.indexOf(part) === index)
    .join(', ');
  const extent = Array.isArray(properties.extent) ? (properties.extent as unknown[]) : [];
  return checkedResult({
    name,
    detail,
    latitude,
    longitude,
    kind: properties.osm_value ?? properties.type,
    bounds:
      extent.length === 4 ? boundsOf([extent[1], extent[3]], [extent[0], extent[2]]) : undefined,
  });
}
