import { Column, Entity, getMetadataArgsStorage, PrimaryGeneratedColumn } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { MarkerChecks, MarkerColumns, withMarkerColumns } from './marker-columns.js';

@Entity({ name: 'things' })
@MarkerChecks('things')
class ThingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column(() => MarkerColumns, { prefix: false })
  marker: MarkerColumns;
}

describe('MarkerColumns', () => {
  it('give a table the checks places’ and trip waypoints’ migrations wrote, named after it', () => {
    const checks = getMetadataArgsStorage().checks.filter((check) => check.target === ThingEntity);
    expect(checks.map(({ name, expression }) => ({ name, expression }))).toEqual([
      { name: 'CHK_things_latitude', expression: '"latitude" BETWEEN -90 AND 90' },
      { name: 'CHK_things_longitude', expression: '"longitude" BETWEEN -180 AND 180' },
      { name: 'CHK_things_color', expression: `"color" ~ '^#[0-9a-f]{6}$'` },
      {
        name: 'CHK_things_icon',
        expression:
          `"icon" IN ('camp', 'water', 'resupply', 'parking', 'summit', 'hut', 'viewpoint', ` +
          `'danger', 'start', 'finish', 'photo', 'generic')`,
      },
    ]);
  });

  it('are four columns under their own names', () => {
    const columns = getMetadataArgsStorage().filterColumns(MarkerColumns);
    expect(columns.map((column) => [column.propertyName, column.options.name])).toEqual([
      ['latitude', undefined],
      ['longitude', undefined],
      ['color', undefined],
      ['icon', undefined],
    ]);
    const [embedded] = getMetadataArgsStorage().filterEmbeddeds(ThingEntity);
    expect(embedded?.prefix).toBe(false);
  });

  it('take a marker’s fields under marker, leaving the row’s own and adding nothing', () => {
    const values = { name: 'Camp', latitude: 46.5, longitude: 7.5, color: '#e53e3e', icon: 'camp' };
    expect(withMarkerColumns(values)).toEqual({
      name: 'Camp',
      marker: { latitude: 46.5, longitude: 7.5, color: '#e53e3e', icon: 'camp' },
    });
    expect(withMarkerColumns({ color: '#000000' })).toEqual({ marker: { color: '#000000' } });
    expect(withMarkerColumns({ name: 'Only a name' })).toEqual({ name: 'Only a name' });
  });
});
