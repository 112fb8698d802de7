import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@server/domain/trip-limits.js';
import { FigureField } from './trip-fields.js';

/** A waypoint's elevation in metres; null: unknown. */
export const ElevationField = () =>
  FigureField(ELEVATION_M_MIN, ELEVATION_M_MAX, {
    nullable: true,
    description: 'Metres above sea level; null or left out: unknown.',
  });
