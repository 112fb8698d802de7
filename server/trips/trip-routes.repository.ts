import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { TripRouteEntity } from './trip-route.entity.js';

export type RouteValues = Pick<
  TripRouteEntity,
  'points' | 'segmentStarts' | 'times' | 'lossM' | 'highestM' | 'lowestM' | 'elevationSource'
>;

/** Trips' routes, one row per trip that has one, every query scoped to the owner. */
@Injectable()
export class TripRoutesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): TripRoutesRepository {
    return new TripRoutesRepository(manager);
  }

  private get routes() {
    return this.manager.getRepository(TripRouteEntity);
  }

  findOne(ownerId: string, tripId: string): Promise<TripRouteEntity | null> {
    return this.routes.findOneBy({ ownerId, tripId });
  }

  /** The route's points' times (none: no route, or a route without times). */
  async times(ownerId: string, tripId: string): Promise<(string | null)[] | null> {
    const row = await this.routes.findOne({ select: { times: true }, where: { ownerId, tripId } });
    return row?.times ?? null;
  }

  /** The trip's route becomes this one. */
  async save(ownerId: string, tripId: string, values: RouteValues): Promise<void> {
    await this.routes.upsert({ ...values, ownerId, tripId }, ['tripId']);
  }

  async delete(ownerId: string, tripId: string): Promise<void> {
    await this.routes.delete({ ownerId, tripId });
  }
}
