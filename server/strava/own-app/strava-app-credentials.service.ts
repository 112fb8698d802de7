import { Injectable } from '@nestjs/common';
import { conflict } from '@server/common/errors.js';
import { SecretBox } from '@server/common/secrets/secret-box.js';
import { AppConfig } from '@server/config/app-config.js';
import { StravaConnectionsRepository } from '../strava-connections.repository.js';
import { StravaUserAppsRepository } from './strava-user-apps.repository.js';

/** A Strava app's credentials, for the OAuth calls made with it. */
export interface StravaAppCredentials {
  clientId: string;
  clientSecret: string;
  /** The server's app (operator's), or the user's own. */
  source: 'server' | 'own';
}

const sealContext = (ownerId: string) => `strava.app-secret:${ownerId}`;

/**
 * Which Strava app a user's link uses: the server's (STRAVA_CLIENT_ID and _SECRET) when the
 * operator set one, else the one the user brought (kept with its secret sealed). Webhooks are
 * the server's app's alone: a user's own app gets no events (Strava would call each app's
 * subscription, which this server does not make).
 */
@Injectable()
export class StravaAppCredentialsService {
  constructor(
    private readonly config: AppConfig,
    private readonly apps: StravaUserAppsRepository,
    private readonly links: StravaConnectionsRepository,
    private readonly secrets: SecretBox,
  ) {}

  get serverHasApp(): boolean {
    return this.config.STRAVA_CLIENT_ID !== undefined;
  }

  async forOwner(ownerId: string): Promise<StravaAppCredentials | null> {
    const { STRAVA_CLIENT_ID: clientId, STRAVA_CLIENT_SECRET: clientSecret } = this.config;
    if (clientId !== undefined && clientSecret !== undefined) {
      return { clientId, clientSecret, source: 'server' };
    }
    const own = await this.apps.findOne(ownerId);
    if (!own) return null;
    return {
      clientId: own.clientId,
      clientSecret: this.secrets.open(own.clientSecret, sealContext(ownerId)),
      source: 'own',
    };
  }

  /** Keeps the user's own app (only where the server has none). */
  async save(ownerId: string, clientId: string, clientSecret: string): Promise<void> {
    if (this.serverHasApp) {
      throw conflict('STRAVA_APP_PROVIDED', 'This server links to Strava through its own app');
    }
    await this.assertNotLinked(ownerId);
    await this.apps.save({
      ownerId,
      clientId,
      clientSecret: this.secrets.seal(clientSecret, sealContext(ownerId)),
    });
  }

  async remove(ownerId: string): Promise<void> {
    await this.assertNotLinked(ownerId);
    await this.apps.delete(ownerId);
  }

  /** A link's tokens belong to the app that made them: the app changes only while unlinked. */
  private async assertNotLinked(ownerId: string): Promise<void> {
    if (this.serverHasApp) return;
    if (await this.links.findOne(ownerId)) {
      throw conflict(
        'STRAVA_APP_IN_USE',
        'Your Strava link uses this app: unlink Strava first, then change the app',
      );
    }
  }
}
