import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { StravaConnectionEntity } from './strava-connection.entity.js';

/** A link as the callback makes it; a link made again keeps the owner's choice on revocation. */
export type StravaConnectionValues = Omit<
  StravaConnectionEntity,
  'createdAt' | 'updatedAt' | 'keepActivitiesOnRevoke'
>;

/** Users' Strava links, every query by its owner (or, for Strava's webhook events, by athlete). */
@Injectable()
export class StravaConnectionsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): StravaConnectionsRepository {
    return new StravaConnectionsRepository(manager);
  }

  private get connections() {
    return this.manager.getRepository(StravaConnectionEntity);
  }

  findOne(ownerId: string): Promise<StravaConnectionEntity | null> {
    return this.connections.findOneBy({ ownerId });
  }

  /** The owner of the athlete's link, if another user has it. */
  async ownerOfAthlete(athleteId: string): Promise<string | null> {
    const row = await this.connections.findOne({
      select: { ownerId: true },
      where: { athleteId },
    });
    return row?.ownerId ?? null;
  }

  /** Makes or replaces the owner's link: one statement. */
  async save(values: StravaConnectionValues): Promise<void> {
    await this.connections.upsert({ ...values, updatedAt: new Date() }, ['ownerId']);
  }

  /** Keeps the newest tokens after a refresh. */
  async updateTokens(
    ownerId: string,
    tokens: Pick<StravaConnectionEntity, 'accessToken' | 'refreshToken' | 'expiresAt'>,
  ): Promise<void> {
    await this.connections.update({ ownerId }, { ...tokens, updatedAt: new Date() });
  }

  async setKeepActivitiesOnRevoke(ownerId: string, keep: boolean): Promise<boolean> {
    const result = await this.connections.update(
      { ownerId },
      { keepActivitiesOnRevoke: keep, updatedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Deletes the owner's link and its tokens; answers whether there was one. */
  async delete(ownerId: string): Promise<boolean> {
    const result = await this.connections.delete({ ownerId });
    return (result.affected ?? 0) > 0;
  }
}
