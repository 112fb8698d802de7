import { describe, expect, it } from 'vitest';
import { MARKER_ICONS } from '@server/domain/map-markers.js';
import { WAYPOINT_SYMBOLS, guessWaypointIcon } from './waypoint-icons.js';

describe('guessWaypointIcon', () => {
  it.each([
    ['Campground', 'camp'],
    ['campsite', 'camp'],
    ['Tent', 'camp'],
    ['Drinking Water', 'water'],
    ['Spring', 'water'],
    ['Shopping Center', 'resupply'],
    ['Convenience Store', 'resupply'],
    ['Resupply', 'resupply'],
    ['Parking Area', 'parking'],
    ['Car', 'parking'],
    ['Summit', 'summit'],
    ['Peak', 'summit'],
    ['Hut', 'hut'],
    ['Shelter', 'hut'],
    ['Refuge', 'hut'],
    ['Scenic Area', 'viewpoint'],
    ['View', 'viewpoint'],
    ['Danger Area', 'danger'],
    ['Photo', 'photo'],
    ['Trail Head', 'start'],
    ['Trailhead', 'start'],
    ['Start', 'start'],
    ['Finish', 'finish'],
    ['End', 'finish'],
  ] as const)('reads the symbol %j as %s', (sym, icon) => {
    expect(guessWaypointIcon({ sym })).toBe(icon);
  });

  it('falls back to the type, then the name', () => {
    expect(guessWaypointIcon({ sym: 'Flag, Blue', type: 'water source' })).toBe('water');
    expect(guessWaypointIcon({ sym: 'Flag, Blue', name: 'Lake camp' })).toBe('camp');
    expect(guessWaypointIcon({ name: 'Fill up at the spring' })).toBe('water');
  });

  it('prefers the symbol over the type and the name', () => {
    expect(guessWaypointIcon({ sym: 'Summit', type: 'camp', name: 'Water' })).toBe('summit');
  });

  it('matches whole words only', () => {
    expect(guessWaypointIcon({ name: 'Legend Lake' })).toBe('generic');
    expect(guessWaypointIcon({ name: 'Carrick Bend' })).toBe('generic');
    expect(guessWaypointIcon({ name: 'Camptonville' })).toBe('generic');
    expect(guessWaypointIcon({ name: 'Trail end' })).toBe('finish');
  });

  it('answers generic when nothing names an icon', () => {
    expect(guessWaypointIcon({})).toBe('generic');
    expect(guessWaypointIcon({ sym: '', type: '  ', name: '001' })).toBe('generic');
    expect(guessWaypointIcon({ sym: 'Flag, Blue', name: 'BIRDS NEST' })).toBe('generic');
  });
});

describe('WAYPOINT_SYMBOLS', () => {
  it.each(MARKER_ICONS)('writes a symbol for %s that reads back as the same icon', (icon) => {
    expect(guessWaypointIcon({ sym: WAYPOINT_SYMBOLS[icon] })).toBe(icon);
  });
});
