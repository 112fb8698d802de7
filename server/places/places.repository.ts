import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { type MarkerValues, withMarkerColumns } from '@server/common/marker-columns.js';
import { PlaceEntity } from './place.entity.js';

/** A place's fields, the marker's among them (kept in the entity's `marker`). */
export type PlaceValues = Partial<Pick<PlaceEntity, 'name' | 'note'> & MarkerValues>;

/**
 * Saved places, every query scoped to the owner. Built on an EntityManager so a transaction can
 * use its own instance (`within(manager)`).
 */
@Injectable()
export class PlacesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PlacesRepository {
    return new PlacesRepository(manager);
  }

  private get places() {
    return this.manager.getRepository(PlaceEntity);
  }

  /** The owner's places by name (any case), in one query. */
  list(ownerId: string): Promise<PlaceEntity[]> {
    return this.places
      .createQueryBuilder('place')
      .where('place.ownerId = :ownerId', { ownerId })
      .orderBy('lower(place.name)', 'ASC')
      .addOrderBy('place.createdAt', 'ASC')
      .addOrderBy('place.id', 'ASC')
      .getMany();
  }

  findOne(ownerId: string, id: string): Promise<PlaceEntity | null> {
    return this.places.findOneBy({ ownerId, id });
  }

  count(ownerId: string): Promise<number> {
    return this.places.countBy({ ownerId });
  }

  async insert(ownerId: string, values: PlaceValues): Promise<string> {
    const result = await this.places.insert({ ...withMarkerColumns(values), ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Also stamps updatedAt. False when missing or another user's. */
  async update(ownerId: string, id: string, values: PlaceValues): Promise<boolean> {
    const result = await this.places
      .createQueryBuilder()
      .update()
      .set({ ...withMarkerColumns(values), updatedAt: () => 'now()' })
      .where('owner_id = :ownerId AND id = :id', { ownerId, id })
      .execute();
    return result.affected === 1;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.places.delete({ ownerId, id });
    return result.affected === 1;
  }
}
