import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
} from '@server/common/dto/marker-fields.js';
import { PlaceNameField, PlaceNoteField } from './place-fields.js';

/** The body of POST /api/places: colour and icon take the defaults when left out. */
export class CreatePlaceDto {
  @PlaceNameField(true)
  name: string;

  @PlaceNoteField(true)
  note?: string;

  @LatitudeField({ required: true })
  latitude: number;

  @LongitudeField({ required: true })
  longitude: number;

  @MarkerColorField(true)
  color?: string;

  @MarkerIconField(true)
  icon?: MarkerIcon;
}
