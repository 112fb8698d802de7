import type { TripPackInputDto } from './trip-pack-input.dto.js';
import { TripPacksField } from './trip-packs-field.js';

/** The body of PUT /api/trips/:id/packs: the whole list, in order (main first or not). */
export class PutTripPacksDto {
  @TripPacksField(true)
  packs: TripPackInputDto[];
}
