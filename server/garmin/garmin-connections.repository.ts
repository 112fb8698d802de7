import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager, In } from 'typeorm';
import { GarminConnectionEntity } from './garmin-connection.entity.js';

export type GarminConnectionValues = Omit<GarminConnectionEntity, 'createdAt' | 'updatedAt'>;

export type GarminTokenValues = Pick<
  GarminConnectionEntity,
  'accessToken' | 'refreshToken' | 'expiresAt' | 'refreshExpiresAt'
>;

/**
 * Users' Garmin links, every query by its owner; Garmin's pushes name only Garmin's user id,
 * so `ownersOf` finds the owners of a whole push in one query.
 */
@Injectable()
export class GarminConnectionsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private get connections() {
    return this.manager.getRepository(GarminConnectionEntity);
  }

  findOne(ownerId: string): Promise<GarminConnectionEntity | null> {
    return this.connections.findOneBy({ ownerId });
  }

  /** The owner of the Garmin user's link, if anyone has it. */
  async ownerOfUser(garminUserId: string): Promise<string | null> {
    const row = await this.connections.findOne({
      select: { ownerId: true },
      where: { garminUserId },
    });
    return row?.ownerId ?? null;
  }

  /** Owners by Garmin user id, for the ids that are linked here (one query). */
  async ownersOf(garminUserIds: readonly string[]): Promise<Map<string, string>> {
    if (garminUserIds.length === 0) return new Map();
    const rows = await this.connections.find({
      select: { ownerId: true, garminUserId: true },
      where: { garminUserId: In([...new Set(garminUserIds)]) },
    });
    return new Map(rows.map((row) => [row.garminUserId, row.ownerId]));
  }

  /** Makes or replaces the owner's link: one statement. */
  async save(values: GarminConnectionValues): Promise<void> {
    await this.connections.upsert({ ...values, updatedAt: new Date() }, ['ownerId']);
  }

  /** Keeps the newest tokens after a refresh. */
  async updateTokens(ownerId: string, tokens: GarminTokenValues): Promise<void> {
    await this.connections.update({ ownerId }, { ...tokens, updatedAt: new Date() });
  }

  async updatePermissions(ownerId: string, permissions: string): Promise<void> {
    await this.connections.update({ ownerId }, { permissions, updatedAt: new Date() });
  }

  /** Forgets the owner's link (and with it the tokens). Answers whether there was one. */
  async delete(ownerId: string): Promise<boolean> {
    const result = await this.connections.delete({ ownerId });
    return (result.affected ?? 0) > 0;
  }
}
