import type { MarkerIcon } from '@server/domain/map-markers.js';
import {
  LatitudeField,
  LongitudeField,
  MarkerColorField,
  MarkerIconField,
  PlaceNameField,
  PlaceNoteField,
} from './place-fields.js';

/** The body of POST /api/places: colour and icon take the defaults when left out. */
export class CreatePlaceDto {
  @PlaceNameField(true)
  name: string;

  @PlaceNoteField(true)
  note?: string;

  @LatitudeField(true)
  latitude: number;

  @LongitudeField(true)
  longitude: number;

  @MarkerColorField(true)
  color?: string;

  @MarkerIconField(true)
  icon?: MarkerIcon;
}
