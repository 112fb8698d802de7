import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
} from '@server/common/dto/marker-fields.js';
import { PlaceNameField, PlaceNoteField } from './place-fields.js';

/** The body of PATCH /api/places/:id: what is sent changes (a drag sends the position alone). */
export class UpdatePlaceDto {
  @PlaceNameField(false)
  name?: string;

  @PlaceNoteField(false)
  note?: string;

  @LatitudeField({ required: false })
  latitude?: number;

  @LongitudeField({ required: false })
  longitude?: number;

  @MarkerColorField(false)
  color?: string;

  @MarkerIconField(false)
  icon?: MarkerIcon;
}
