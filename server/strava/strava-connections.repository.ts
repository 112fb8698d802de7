import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { StravaConnectionEntity } from './strava-connection.entity.js';

export type StravaConnectionValues = Omit<StravaConnectionEntity, 'createdAt' | 'updatedAt'>;

/** Users' Strava links, every query by its owner (or, for webhooks later, by athlete). */
@Injectable()
export class StravaConnectionsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

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
}
