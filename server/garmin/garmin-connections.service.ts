import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Session, SessionData } from 'express-session';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { SecretBox } from '@server/common/secrets/secret-box.js';
import { AppConfig } from '@server/config/app-config.js';
import { ActivitySyncService } from '@server/activities/sources/activity-sync.service.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import '@server/session/session-data.js';
import type { CompleteGarminLinkDto, GarminConnectionDto } from './dto/garmin-connection.dto.js';
import { GarminAnswerError, GarminApiClient } from './garmin-api.client.js';
import { GarminConnectionsRepository } from './garmin-connections.repository.js';
import {
  GarminOAuthClient,
  GarminTokenAnswerError,
  type GarminTokens,
} from './garmin-oauth.client.js';
import { pkcePair, sameSecret } from './garmin-pkce.js';
import {
  garminCodeRefused,
  garminLinkNotStarted,
  garminNotSetUp,
  garminStateMismatch,
  garminUnavailable,
  garminUserTaken,
} from './garmin.errors.js';

/** A link started in a session is finished within this long, or started again. */
export const GARMIN_LINK_TTL_MS = 15 * 60 * 1000;

/** An access token this close to its expiry is refreshed before use. */
export const GARMIN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export const GARMIN_BACKFILL_KIND = 'garmin.backfill';

type GarminSession = Session & Partial<SessionData>;

const sealContext = (kind: 'access' | 'refresh', ownerId: string) => `garmin.${kind}:${ownerId}`;

/**
 * A user's link to Garmin: the authorize step (PKCE verifier and state kept in the session, used
 * once), the callback's checks and code exchange, who the user is on Garmin and what they
 * allowed, the tokens sealed at rest, a fresh access token for every call (refreshed before it
 * expires, the rotated refresh token kept), and the unlink.
 */
@Injectable()
export class GarminConnectionsService {
  private readonly logger = new Logger('Garmin');
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly oauth: GarminOAuthClient,
    private readonly api: GarminApiClient,
    private readonly connections: GarminConnectionsRepository,
    private readonly secrets: SecretBox,
    private readonly sync: ActivitySyncService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  async status(ownerId: string): Promise<GarminConnectionDto> {
    const connection = await this.connections.findOne(ownerId);
    return {
      configured: this.oauth.configured,
      connected: connection !== null,
      permissions: connection ? connection.permissions.split(',').filter(Boolean) : [],
    };
  }

  /** Garmin's authorize address for this session (a new verifier and state each time). */
  authorize(session: GarminSession): { url: string } {
    if (!this.oauth.configured) throw garminNotSetUp();
    const state = randomBytes(24).toString('base64url');
    const { verifier, challenge } = pkcePair();
    session.garminLink = { state, verifier, startedAt: Date.now() };
    return { url: this.oauth.authorizeUrl(this.redirectUri(), challenge, state) };
  }

  /**
   * The callback: the session's pending link spent (its verifier is needed whatever comes), the
   * state checked where Garmin gave one back, the code exchanged, the user named and linked, and
   * the history asked for.
   */
  async complete(
    ownerId: string,
    session: GarminSession,
    callback: CompleteGarminLinkDto,
  ): Promise<GarminConnectionDto> {
    if (!this.oauth.configured) throw garminNotSetUp();
    const started = session.garminLink;
    // Used once, whatever comes of it: a replayed callback finds nothing to match.
    delete session.garminLink;
    if (callback.state !== undefined) {
      if (!started || !sameSecret(started.state, callback.state)) throw garminStateMismatch();
    }
    if (!started || Date.now() - started.startedAt > GARMIN_LINK_TTL_MS) {
      throw callback.state === undefined ? garminLinkNotStarted() : garminStateMismatch();
    }
    const tokens = await this.call(
      () => this.oauth.exchange(callback.code, started.verifier, this.redirectUri()),
      true,
    );
    const [garminUserId, permissions] = await this.call(
      () =>
        Promise.all([
          this.api.userId(tokens.accessToken),
          this.api.permissions(tokens.accessToken),
        ]),
      false,
    );
    const holder = await this.connections.ownerOfUser(garminUserId);
    if (holder !== null && holder !== ownerId) throw garminUserTaken();
    await this.connections.save({
      ownerId,
      garminUserId,
      permissions: permissions.join(','),
      ...this.sealed(ownerId, tokens),
    });
    // Linked again to the same Garmin user: Garmin already has the history asked for.
    if (holder === null) {
      await this.queue.enqueue(ownerId, GARMIN_BACKFILL_KIND, {
        untilS: Math.floor(Date.now() / 1000),
      });
    }
    return this.status(ownerId);
  }

  /**
   * A working access token for the owner's calls to Garmin: the stored one, or, within
   * GARMIN_REFRESH_MARGIN_MS of its expiry, a refreshed one (Garmin rotates the refresh token:
   * the new one is kept). Null when the owner has no link. Throws UpstreamError as it comes.
   */
  async accessToken(ownerId: string): Promise<string | null> {
    const connection = await this.connections.findOne(ownerId);
    if (!connection) return null;
    if (connection.expiresAt.getTime() - Date.now() > GARMIN_REFRESH_MARGIN_MS) {
      return this.secrets.open(connection.accessToken, sealContext('access', ownerId));
    }
    // One refresh at a time per owner on this server: Garmin retires the refresh token on use,
    // so a second refresh with the same token would be refused.
    const running = this.refreshing.get(ownerId);
    if (running) return running;
    const refresh = this.refresh(ownerId, connection.refreshToken).finally(() =>
      this.refreshing.delete(ownerId),
    );
    this.refreshing.set(ownerId, refresh);
    return refresh;
  }

  private async refresh(ownerId: string, sealedRefresh: string): Promise<string> {
    const refreshToken = this.secrets.open(sealedRefresh, sealContext('refresh', ownerId));
    try {
      const tokens = await this.oauth.refresh(refreshToken);
      await this.connections.updateTokens(ownerId, this.sealed(ownerId, tokens));
      return tokens.accessToken;
    } catch (error) {
      // Another server refreshed first (and Garmin retired the token used here): its tokens.
      const now = await this.connections.findOne(ownerId);
      if (now && now.refreshToken !== sealedRefresh && now.expiresAt.getTime() > Date.now()) {
        return this.secrets.open(now.accessToken, sealContext('access', ownerId));
      }
      throw error;
    }
  }

  /**
   * Unlinks: Garmin is told (it stops pushing and revokes the tokens; a failure there does not
   * keep the link here), the tokens go, and the activities Garmin brought in stay or go.
   */
  async unlink(ownerId: string, activities: 'keep' | 'delete'): Promise<GarminConnectionDto> {
    await this.deregisterAtGarmin(ownerId);
    await this.connections.delete(ownerId);
    if (activities === 'delete') await this.sync.removeAll(ownerId, 'garmin');
    return this.status(ownerId);
  }

  private async deregisterAtGarmin(ownerId: string): Promise<void> {
    try {
      const token = await this.accessToken(ownerId);
      if (token) await this.api.deregister(token);
    } catch (error) {
      // Revoked already, or Garmin down: the user unlinks here all the same.
      if (!(error instanceof UpstreamError)) throw error;
      this.logger.warn({ err: error, ownerId }, 'Garmin’s deregistration failed; unlinked here');
    }
  }

  private redirectUri(): string {
    return new URL('/garmin/callback', this.config.PUBLIC_URL).toString();
  }

  private sealed(ownerId: string, tokens: GarminTokens) {
    return {
      accessToken: this.secrets.seal(tokens.accessToken, sealContext('access', ownerId)),
      refreshToken: this.secrets.seal(tokens.refreshToken, sealContext('refresh', ownerId)),
      expiresAt: tokens.expiresAt,
      refreshExpiresAt: tokens.refreshExpiresAt,
    };
  }

  /** Garmin's errors as ours: a refused code is the user's 400, an outage a 502-504. */
  private async call<T>(work: () => Promise<T>, exchangingCode: boolean): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // An answer that is not what Garmin's API describes is Garmin's fault too: a 502.
      if (error instanceof GarminAnswerError || error instanceof GarminTokenAnswerError) {
        throw garminUnavailable();
      }
      if (!(error instanceof UpstreamError)) throw error;
      const refused = error.kind === 'status' && (error.status === 400 || error.status === 401);
      if (refused && exchangingCode) throw garminCodeRefused();
      throw garminUnavailable(error);
    }
  }
}
