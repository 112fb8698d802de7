import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { ActivityEntity } from '@server/activities/activity.entity.js';
import { ActivitySourceEntity } from '@server/activities/sources/activity-source.entity.js';

/**
 * What Garmin's file delivery needs to know of an activity it synced earlier (reads only: every
 * write goes through ActivitySyncService).
 */
@Injectable()
export class GarminActivitiesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * Whether Garmin's id names an activity Garmin brought in from its summary alone (no file, so
   * no route): its FIT file, arriving later, takes its place.
   */
  async summaryOnly(ownerId: string, externalId: string): Promise<boolean> {
    const row = await this.manager
      .createQueryBuilder(ActivitySourceEntity, 'source')
      .innerJoin(
        ActivityEntity,
        'activity',
        'activity.id = source.activityId AND activity.ownerId = source.ownerId',
      )
      .select('activity.id', 'id')
      .where('source.ownerId = :ownerId', { ownerId })
      .andWhere("source.provider = 'garmin'")
      .andWhere('source.externalId = :externalId', { externalId })
      .andWhere('source.createdActivity')
      .andWhere('activity.fileId IS NULL')
      .getRawOne<{ id: string }>();
    return row !== undefined;
  }
}
