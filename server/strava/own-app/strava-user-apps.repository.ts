import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { StravaUserAppEntity } from './strava-user-app.entity.js';

/** Users' own Strava apps, every query by its owner. */
@Injectable()
export class StravaUserAppsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private get apps() {
    return this.manager.getRepository(StravaUserAppEntity);
  }

  findOne(ownerId: string): Promise<StravaUserAppEntity | null> {
    return this.apps.findOneBy({ ownerId });
  }

  async save(values: Pick<StravaUserAppEntity, 'ownerId' | 'clientId' | 'clientSecret'>) {
    await this.apps.upsert({ ...values, updatedAt: new Date() }, ['ownerId']);
  }

  async delete(ownerId: string): Promise<void> {
    await this.apps.delete({ ownerId });
  }
}
