import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { StravaWebhookSubscriptionEntity } from './strava-webhook-subscription.entity.js';

export type StravaWebhookSubscriptionValues = Omit<StravaWebhookSubscriptionEntity, 'createdAt'>;

/**
 * The Strava app's webhook subscription. Not a user's resource: each query is by the server's
 * Strava client id (one subscription per app, as Strava allows).
 */
@Injectable()
export class StravaWebhookSubscriptionsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  findOne(clientId: string): Promise<StravaWebhookSubscriptionEntity | null> {
    return this.manager.getRepository(StravaWebhookSubscriptionEntity).findOneBy({ clientId });
  }

  /** Keeps `values` as the app's one subscription, in place of any earlier one. */
  async replace(values: StravaWebhookSubscriptionValues): Promise<void> {
    await this.manager.transaction(async (manager) => {
      const subscriptions = manager.getRepository(StravaWebhookSubscriptionEntity);
      await subscriptions.delete({ clientId: values.clientId });
      await subscriptions.insert(values);
    });
  }

  async delete(clientId: string): Promise<void> {
    await this.manager.getRepository(StravaWebhookSubscriptionEntity).delete({ clientId });
  }
}
