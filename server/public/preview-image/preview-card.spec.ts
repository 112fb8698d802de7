import { describe, expect, it } from 'vitest';
import { fixturePack, fixtureTrip } from '@test/support/preview-fixtures.js';
import {
  figure,
  packCard,
  previewCard,
  previewCardVersion,
  tripCard,
  type PackPreviewSource,
  type TripPreviewSource,
} from './preview-card.js';
import { previewImagePath } from './preview-paths.js';

/** What previewVersion answers for a pack or trip (the API test checks it against the ETag). */
const previewVersion = (source: PackPreviewSource | TripPreviewSource) =>
  previewCardVersion(previewCard(source));

describe('packCard', () => {
  it('shows the base weight in the owner’s unit and scale, the total and the item count', () => {
    const card = packCard(fixturePack());
    expect(card.baseWeight).toEqual({ value: '4.84', unit: 'kg' });
    expect(card.details).toEqual(['7.31 kg total', '43 items']);
    expect(packCard(fixturePack({ weightUnit: 'oz', weightScale: 'fixed' })).baseWeight).toEqual({
      value: '170.7',
      unit: 'oz',
    });
  });

  it('names the owner and draws a slice per category with base weight, the heaviest named', () => {
    const card = packCard(fixturePack());
    expect(card.owner).toEqual({ name: 'Ada L.', handle: '@ada' });
    expect(card.ring).toHaveLength(7);
    expect(card.ring[0]?.color).toBe('#2f855a');
    expect(card.legend.map(({ name, share }) => `${name} ${share}`)).toEqual([
      'Shelter 26%',
      'Sleep 22%',
      'Pack 18%',
      'Clothing 16%',
    ]);
  });

  it('draws no slice and names no category for a pack without base weight', () => {
    const card = packCard(
      fixturePack({ categories: [], totals: { baseMg: 0, totalMg: 0, itemCount: 0 } }),
    );
    expect(card.ring).toEqual([]);
    expect(card.legend).toEqual([]);
    expect(card.baseWeight).toEqual({ value: '0', unit: 'kg' });
  });
});

describe('tripCard', () => {
  it('shows the activity, the dates, the distance, ascent and days, and the route', () => {
    const card = tripCard(fixtureTrip());
    expect(card.activity).toBe('Backpacking');
    expect(card.dates).toBe('14–16 Jul 2025');
    expect(card.facts).toEqual([
      { label: 'Distance', value: '42.3', unit: 'km' },
      { label: 'Ascent', value: '2,846', unit: 'm' },
      { label: 'Days', value: '3', unit: '' },
    ]);
    expect(card.outline).toHaveLength(2);
  });

  it('gives the whole route’s figures, and no ascent where it is unknown', () => {
    const card = tripCard(fixtureTrip({ plan: { distanceM: 12_400, gainM: null } }));
    expect(card.facts).toEqual([
      { label: 'Distance', value: '12.4', unit: 'km' },
      { label: 'Days', value: '3', unit: '' },
    ]);
  });

  it('draws a plain panel and only the days for a trip without a route', () => {
    const card = tripCard(fixtureTrip({ route: null, days: 1, endDate: '2025-07-14' }));
    expect(card.outline).toBeNull();
    expect(card.facts).toEqual([{ label: 'Day', value: '1', unit: '' }]);
  });
});

describe('the version (hash) of a card', () => {
  it('is 16 hex digits, the same for the same data', () => {
    const version = previewVersion(fixturePack());
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(previewVersion(fixturePack())).toBe(version);
    expect(previewCardVersion(packCard(fixturePack()))).toBe(version);
  });

  it('changes with what is drawn: the name, a weight, the unit, a colour, the route', () => {
    const pack = previewVersion(fixturePack());
    expect(previewVersion(fixturePack({ name: 'Renamed' }))).not.toBe(pack);
    expect(previewVersion(fixturePack({ weightUnit: 'lb' }))).not.toBe(pack);
    const [first, ...rest] = fixturePack().categories;
    if (!first) throw new Error('the fixture has categories');
    expect(
      previewVersion(fixturePack({ categories: [{ ...first, color: '#000000' }, ...rest] })),
    ).not.toBe(pack);
    const trip = previewVersion(fixtureTrip());
    expect(previewVersion(fixtureTrip({ route: null }))).not.toBe(trip);
    expect(previewVersion(fixtureTrip({ endDate: '2025-07-17', days: 4 }))).not.toBe(trip);
  });

  it('does not change with what is not drawn', () => {
    const pack = fixturePack();
    const withMore = { ...pack, description: 'Not on the card', slug: 'x', updatedAt: new Date() };
    expect(previewVersion(withMore)).toBe(previewVersion(pack));
  });
});

describe('previewImagePath', () => {
  it('is the preview route of a pack or a trip, its parts encoded, with the version', () => {
    expect(previewImagePath('pack', 'ada', 'sierra-high', 'abc123')).toBe(
      '/api/public/users/ada/packs/sierra-high/preview.png?v=abc123',
    );
    expect(previewImagePath('trip', 'a b', '0f0e', 'v')).toBe(
      '/api/public/users/a%20b/trips/0f0e/preview.png?v=v',
    );
  });
});

describe('figure', () => {
  it('splits a figure from its unit at the last space', () => {
    expect(figure('1,234.5 kg')).toEqual({ value: '1,234.5', unit: 'kg' });
    expect(figure('3')).toEqual({ value: '3', unit: '' });
  });
});
