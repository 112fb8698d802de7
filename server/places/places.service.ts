import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { notSignedIn } from '@server/common/errors.js';
import { MAX_PLACES } from '@server/domain/limits.js';
import { DEFAULT_MARKER_COLOR, DEFAULT_MARKER_ICON } from '@server/domain/map-markers.js';
import type { CreatePlaceDto } from './dto/create-place.dto.js';
import type { PlaceResponseDto } from './dto/place-response.dto.js';
import type { UpdatePlaceDto } from './dto/update-place.dto.js';
import { placeNotFound, placesFull } from './places.errors.js';
import { toPlaceDto } from './places.mapper.js';
import { PlacesRepository } from './places.repository.js';
import { PlaceTransactions } from './places.transactions.js';

@Injectable()
export class PlacesService {
  constructor(
    private readonly places: PlacesRepository,
    private readonly transactions: PlaceTransactions,
  ) {}

  /** One query, however many places. */
  async list(ownerId: string): Promise<PlaceResponseDto[]> {
    return (await this.places.list(ownerId)).map(toPlaceDto);
  }

  async get(ownerId: string, id: string): Promise<PlaceResponseDto> {
    const place = await this.places.findOne(ownerId, id);
    if (!place) throw placeNotFound();
    return toPlaceDto(place);
  }

  /**
   * At most MAX_PLACES per user. The owner's row is locked while counting, so two places added
   * at once cannot both take the last free slot.
   */
  async create(ownerId: string, dto: CreatePlaceDto): Promise<PlaceResponseDto> {
    const id = await this.transactions.run(async ({ users, places }) => {
      if (!(await users.lockById(ownerId))) throw notSignedIn();
      if ((await places.count(ownerId)) >= MAX_PLACES) throw placesFull(MAX_PLACES);
      return places.insert(ownerId, {
        name: dto.name,
        note: dto.note ?? '',
        latitude: dto.latitude,
        longitude: dto.longitude,
        color: dto.color ?? DEFAULT_MARKER_COLOR,
        icon: dto.icon ?? DEFAULT_MARKER_ICON,
      });
    });
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, dto: UpdatePlaceDto): Promise<PlaceResponseDto> {
    const values = definedOnly({
      name: dto.name,
      note: dto.note,
      latitude: dto.latitude,
      longitude: dto.longitude,
      color: dto.color,
      icon: dto.icon,
    });
    if (Object.keys(values).length > 0 && !(await this.places.update(ownerId, id, values))) {
      throw placeNotFound();
    }
    return this.get(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.places.delete(ownerId, id))) throw placeNotFound();
  }
}
