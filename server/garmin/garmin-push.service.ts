import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { GarminConnectionsRepository } from './garmin-connections.repository.js';
import { GARMIN_DEREGISTRATION_KIND } from './garmin-lifecycle.service.js';
import { sameSecret } from './garmin-pkce.js';
import { readGarminPush } from './garmin-push.js';
import { GARMIN_ACTIVITY_KIND } from './garmin-sync.service.js';
import { garminPushRefused } from './garmin.errors.js';

/**
 * Garmin's pushes and pings (POST /api/garmin/push): unsigned, so only those carrying this
 * server's client id are read; the users are found in one query (unknown ones ignored), a
 * permission change is stored at once, and everything that calls Garmin or writes activities
 * becomes a job per user, so Garmin gets its 200 quickly.
 */
@Injectable()
export class GarminPushService {
  private readonly logger = new Logger('Garmin');

  constructor(
    private readonly connections: GarminConnectionsRepository,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  async receive(clientId: string | undefined, body: unknown): Promise<void> {
    const ours = this.config.GARMIN_CLIENT_ID;
    if (ours === undefined || clientId === undefined || !sameSecret(ours, clientId)) {
      throw garminPushRefused();
    }
    const push = readGarminPush(body, this.config.GARMIN_API_URL);
    for (const url of push.refused) {
      this.logger.warn({ callbackURL: url }, 'Refused a Garmin callback URL off Garmin’s API');
    }
    const owners = await this.connections.ownersOf([
      ...push.deliveries.keys(),
      ...push.deregistrations,
      ...push.permissions.keys(),
    ]);
    for (const [userId, permissions] of push.permissions) {
      const ownerId = owners.get(userId);
      if (ownerId) await this.connections.updatePermissions(ownerId, permissions.join(','));
    }
    for (const [userId, items] of push.deliveries) {
      const ownerId = owners.get(userId);
      if (ownerId) await this.queue.enqueue(ownerId, GARMIN_ACTIVITY_KIND, { items });
    }
    for (const userId of push.deregistrations) {
      const ownerId = owners.get(userId);
      if (ownerId) {
        await this.queue.enqueue(ownerId, GARMIN_DEREGISTRATION_KIND, { garminUserId: userId });
      }
    }
  }
}
