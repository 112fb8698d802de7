import { describe, expect, it } from 'vitest';
import { photonResults } from './photon-results.js';

// A feature as photon.komoot.io/api?q=berlin answers it.
const berlin = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [13.3888599, 52.5170365] },
  properties: {
    osm_type: 'R',
    osm_id: 62422,
    osm_key: 'place',
    osm_value: 'city',
    type: 'city',
    name: 'Berlin',
    countrycode: 'DE',
    country: 'Germany',
    state: 'Berlin',
    extent: [13.088345, 52.6755087, 13.7611609, 52.3382448],
  },
};

const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('photonResults', () => {
  it('reads a feature: name, where, position, kind and bounds from its extent', () => {
    expect(photonResults(collection(berlin))).toEqual([
      {
        name: 'Berlin',
        detail: 'Germany',
        latitude: 52.5170365,
        longitude: 13.3888599,
        kind: 'city',
        bounds: { west: 13.088345, north: 52.6755087, east: 13.7611609, south: 52.3382448 },
      },
    ]);
  });

  it('writes the address of a place without a name of its own', () => {
    const house = {
      ...berlin,
      properties: {
        osm_key: 'building',
        osm_value: 'house',
        type: 'house',
        street: 'Unter den Linden',
        housenumber: '77',
        city: 'Berlin',
        country: 'Germany',
      },
    };
    expect(photonResults(collection(house))).toEqual([
      {
        name: 'Unter den Linden 77',
        detail: 'Berlin, Germany',
        latitude: 52.5170365,
        longitude: 13.3888599,
        kind: 'house',
      },
    ]);
  });

  it('drops features that are not points on the globe with a name', () => {
    const results = photonResults(
      collection(
        { ...berlin, geometry: { type: 'LineString', coordinates: [[13, 52]] } },
        { ...berlin, geometry: { type: 'Point', coordinates: [200, 52] } },
        { ...berlin, geometry: { type: 'Point', coordinates: ['13'] } },
        { ...berlin, properties: { osm_value: 'city' } },
        { type: 'Feature' },
        42,
        { ...berlin, properties: { ...berlin.properties, name: 'Mitte', extent: [1, 2] } },
      ),
    )!;
    expect(results.map((result) => [result.name, result.bounds])).toEqual([['Mitte', undefined]]);
  });

  it('keeps ten results at most', () => {
    const features = Array.from({ length: 12 }, () => berlin);
    expect(photonResults(collection(...features))).toHaveLength(10);
  });

  it('answers undefined for something that is not a feature collection', () => {
    expect(photonResults([berlin])).toBeUndefined();
    expect(photonResults({ message: 'missing search term' })).toBeUndefined();
  });
});
