import { describe, expect, it } from 'vitest';
import { nominatimResults } from './nominatim-results.js';

// An entry as nominatim.openstreetmap.org/search?q=ben+nevis&format=jsonv2 answers it.
const benNevis = {
  place_id: 124027574,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 1938951864,
  lat: '56.7968611',
  lon: '-5.0035351',
  category: 'natural',
  type: 'peak',
  place_rank: 18,
  importance: 0.5531,
  addresstype: 'peak',
  name: 'Ben Nevis',
  display_name: 'Ben Nevis, Highland, Alba / Scotland, United Kingdom',
  boundingbox: ['56.7468611', '56.8468611', '-5.0535351', '-4.9535351'],
};

describe('nominatimResults', () => {
  it('reads a jsonv2 entry: name, where, position, kind and bounds', () => {
    expect(nominatimResults([benNevis])).toEqual([
      {
        name: 'Ben Nevis',
        detail: 'Highland, Alba / Scotland, United Kingdom',
        latitude: 56.7968611,
        longitude: -5.0035351,
        kind: 'peak',
        bounds: { south: 56.7468611, north: 56.8468611, west: -5.0535351, east: -4.9535351 },
      },
    ]);
  });

  it('names an unnamed place by the start of its display name', () => {
    const [result] = nominatimResults([
      { ...benNevis, name: '', display_name: '12, High Street, Fort William, United Kingdom' },
    ])!;
    expect(result).toMatchObject({
      name: '12',
      detail: 'High Street, Fort William, United Kingdom',
    });
  });

  it('drops entries without a usable position or name, and bounds that miss the point', () => {
    const results = nominatimResults([
      { ...benNevis, lat: 'north' },
      { ...benNevis, lat: '91' },
      { ...benNevis, lon: undefined },
      { ...benNevis, name: '', display_name: '' },
      'Ben Nevis',
      null,
      { ...benNevis, name: 'Far box', boundingbox: ['0', '1', '0', '1'] },
      { ...benNevis, name: 'Odd box', boundingbox: ['a', 'b'] },
    ])!;
    expect(results.map((result) => [result.name, result.bounds])).toEqual([
      ['Far box', undefined],
      ['Odd box', undefined],
    ]);
  });

  it('keeps ten results at most', () => {
    expect(nominatimResults(Array.from({ length: 25 }, () => benNevis))).toHaveLength(10);
  });

  it('cuts long labels and takes control characters out', () => {
    const [result] = nominatimResults([
      { ...benNevis, name: `Ben\u0000\nNevis ${'x'.repeat(400)}` },
    ])!;
    expect(result!.name.startsWith('Ben Nevis x')).toBe(true);
    expect(result!.name).toHaveLength(200);
  });

  it('answers undefined for something that is not a list', () => {
    expect(nominatimResults({ error: 'Bad request' })).toBeUndefined();
    expect(nominatimResults(undefined)).toBeUndefined();
    expect(nominatimResults([])).toEqual([]);
  });
});
