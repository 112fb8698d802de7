import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
} from '@server/common/dto/marker-fields.js';
import { WaypointNameField, WaypointNoteField } from './trip-fields.js';
import { ElevationField } from './waypoint-fields.js';

/** The body of PATCH /api/trips/:id/waypoints/:waypointId: what is sent changes. */
export class UpdateTripWaypointDto {
  @WaypointNameField(false)
  name?: string;

  @WaypointNoteField(false)
  note?: string;

  @LatitudeField({ required: false, nullable: false })
  latitude?: number;

  @LongitudeField({ required: false, nullable: false })
  longitude?: number;

  @ElevationField()
  elevationM?: number | null;

  @MarkerColorField(false)
  color?: string;

  @MarkerIconField(false)
  icon?: MarkerIcon;
}
