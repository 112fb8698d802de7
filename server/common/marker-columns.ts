import { Check, Column, getMetadataArgsStorage } from 'typeorm';
import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  MARKER_ICONS,
  type MarkerIcon,
} from '@server/domain/map-markers.js';

/**
 * A map marker's position, colour and icon as a table keeps them: the columns every row shown
 * as a marker has (places, trip waypoints), embedded in its entity as `marker` with their own
 * names (`@Column(() => MarkerColumns, { prefix: false })`). The position is two `double
 * precision` columns in decimal degrees: a JavaScript number is a double, so what the client
 * sends reads back bit for bit (PostgreSQL writes floats in their shortest exact form), and 15
 * significant digits are far below a millimetre.
 */
export class MarkerColumns {
  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  /** `#rrggbb`, lower case. */
  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'text' })
  icon: MarkerIcon;
}

/** A marker's fields as the services give them, beside the row's own. */
export type MarkerValues = Pick<MarkerColumns, keyof MarkerColumns>;

/** The marker's fields, read from its columns' decorators (so they are listed once, above). */
const MARKER_FIELDS = new Set(
  getMetadataArgsStorage()
    .filterColumns(MarkerColumns)
    .map((column) => column.propertyName),
);

/** Flat values as the entity takes them: the marker's fields under `marker`, if any is given. */
export function withMarkerColumns<Values extends object>(
  values: Values,
): Omit<Values, keyof MarkerValues> & { marker?: Partial<MarkerValues> } {
  const row: Record<string, unknown> = {};
  const marker: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (MARKER_FIELDS.has(field)) marker[field] = value;
    else row[field] = value;
  }
  if (Object.keys(marker).length > 0) row.marker = marker;
  return row as Omit<Values, keyof MarkerValues> & { marker?: Partial<MarkerValues> };
}

/**
 * The checks of a table holding MarkerColumns (what the server's validation checks, from
 * server/domain/map-markers.ts), named after the table as its migration named them.
 */
export function MarkerChecks(table: string): ClassDecorator {
  const icons = MARKER_ICONS.map((icon) => `'${icon}'`).join(', ');
  const checks = [
    Check(`CHK_${table}_latitude`, `"latitude" BETWEEN ${LATITUDE_MIN} AND ${LATITUDE_MAX}`),
    Check(`CHK_${table}_longitude`, `"longitude" BETWEEN ${LONGITUDE_MIN} AND ${LONGITUDE_MAX}`),
    Check(`CHK_${table}_color`, `"color" ~ '^#[0-9a-f]{6}$'`),
    Check(`CHK_${table}_icon`, `"icon" IN (${icons})`),
  ];
  return (target) => {
    for (const check of checks) check(target);
  };
}
