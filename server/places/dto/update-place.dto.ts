import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
  PlaceNameField,
  PlaceNoteField,
} from './place-fields.js';

/** The body of PATCH /api/places/:id: what is sent changes (a drag sends the position alone). */
export class UpdatePlaceDto {
  @PlaceNameField(false)
  name?: string;

  @PlaceNoteField(false)
  note?: string;

  @LatitudeField(false)
  latitude?: number;

  @LongitudeField(false)
  longitude?: number;

  @MarkerColorField(false)
  color?: string;

  @MarkerIconField(false)
  icon?: MarkerIcon;
}
