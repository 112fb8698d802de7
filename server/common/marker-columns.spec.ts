import { getMetadataArgsStorage } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { PlaceEntity } from '@server/places/place.entity.js';
import { TripWaypointEntity } from '@server/trips/trip-waypoint.entity.js';
import { withMarkerColumns } from './marker-columns.js';

const ICONS =
  "'camp', 'water', 'resupply', 'parking', 'summit', 'hut', 'viewpoint', 'danger', 'start', " +
  "'finish', 'photo', 'generic'";

/** The marker's checks of a table, as its migration created them. */
const migrated = (table: string) => ({
  [`CHK_${table}_latitude`]: '"latitude" BETWEEN -90 AND 90',
  [`CHK_${table}_longitude`]: '"longitude" BETWEEN -180 AND 180',
  [`CHK_${table}_color`]: `"color" ~ '^#[0-9a-f]{6}$'`,
  [`CHK_${table}_icon`]: `"icon" IN (${ICONS})`,
});

const checksOf = (target: object): Record<string, string | undefined> =>
  Object.fromEntries(
    getMetadataArgsStorage()
      .checks.filter((check) => check.target === target)
      .map((check): [string, string | undefined] => [check.name ?? '', check.expression]),
  );

describe('MarkerColumns', () => {
  it('give places and trip waypoints the checks their migrations created', () => {
    expect(checksOf(PlaceEntity)).toMatchObject(migrated('places'));
    expect(checksOf(TripWaypointEntity)).toMatchObject(migrated('trip_waypoints'));
  });

  it('embed the marker’s columns under their own names', () => {
    for (const entity of [PlaceEntity, TripWaypointEntity]) {
      const embedded = getMetadataArgsStorage().filterEmbeddeds(entity);
      expect(embedded.map(({ propertyName, prefix }) => ({ propertyName, prefix }))).toEqual([
        { propertyName: 'marker', prefix: false },
      ]);
    }
  });

  it('move a marker’s fields under marker, leaving the row’s own and adding nothing', () => {
    expect(
      withMarkerColumns({
        name: 'Camp',
        latitude: 46.5,
        longitude: 7.5,
        color: '#e53e3e',
        icon: 'camp',
      }),
    ).toEqual({
      name: 'Camp',
      marker: { latitude: 46.5, longitude: 7.5, color: '#e53e3e', icon: 'camp' },
    });
    expect(withMarkerColumns({ color: '#000000' })).toEqual({ marker: { color: '#000000' } });
    expect(withMarkerColumns({ name: 'Only a name' })).toEqual({ name: 'Only a name' });
  });
});
