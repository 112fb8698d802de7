import type { PlaceResponseDto } from './dto/place-response.dto.js';
import type { PlaceEntity } from './place.entity.js';

export const toPlaceDto = (place: PlaceEntity): PlaceResponseDto => ({
  id: place.id,
  name: place.name,
  note: place.note,
  ...place.marker,
  createdAt: place.createdAt,
  updatedAt: place.updatedAt,
});
