import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
} from '@server/common/dto/marker-fields.js';
import { WaypointNameField, WaypointNoteField } from './trip-fields.js';
import { ElevationField } from './waypoint-fields.js';

/** The body of POST /api/trips/:id/waypoints: colour and icon take the map's defaults. */
export class CreateTripWaypointDto {
  @WaypointNameField(true)
  name: string;

  @WaypointNoteField(true)
  note?: string;

  @LatitudeField({ required: true, nullable: false })
  latitude: number;

  @LongitudeField({ required: true, nullable: false })
  longitude: number;

  @ElevationField()
  elevationM?: number | null;

  @MarkerColorField(true)
  color?: string;

  @MarkerIconField(true)
  icon?: MarkerIcon;
}
