import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { TripPackEntity } from './trip-pack.entity.js';

/** A trip's pack as the trip reads it: the link, in order. */
export interface TripPackRow {
  tripId: string;
  packId: string;
  isMain: boolean;
  position: number;
}

/** The packs trips take, every query scoped to the owner. */
@Injectable()
export class TripPacksRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): TripPacksRepository {
    return new TripPacksRepository(manager);
  }

  private get links() {
    return this.manager.getRepository(TripPackEntity);
  }

  /** These trips' packs (every trip of the owner when `tripIds` is left out), in order. */
  forTrips(ownerId: string, tripIds?: readonly string[]): Promise<TripPackRow[]> {
    const query = this.links
      .createQueryBuilder('link')
      .select(['link.tripId', 'link.packId', 'link.isMain', 'link.position'])
      .where('link.ownerId = :ownerId', { ownerId })
      .orderBy('link.tripId', 'ASC')
      .addOrderBy('link.position', 'ASC');
    if (tripIds !== undefined) query.andWhere('link.tripId = ANY(:tripIds::uuid[])', { tripIds });
    return query.getMany();
  }

  /** The trip's packs become these, in this order. */
  async replace(
    ownerId: string,
    tripId: string,
    packs: readonly { packId: string; isMain: boolean }[],
  ): Promise<void> {
    await this.links.delete({ ownerId, tripId });
    if (packs.length === 0) return;
    await this.links.insert(
      packs.map((pack, position) => ({
        ownerId,
        tripId,
        packId: pack.packId,
        isMain: pack.isMain,
        position,
      })),
    );
  }
}
