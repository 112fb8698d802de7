import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Session, SessionData } from 'express-session';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { SecretBox } from '@server/common/secrets/secret-box.js';
import { AppConfig } from '@server/config/app-config.js';
import '@server/session/session-data.js';
import type { CompleteStravaLinkDto, StravaConnectionDto } from './dto/strava-connection.dto.js';
import { StravaNotLinked } from './api/strava-api.errors.js';
import { StravaAppCredentialsService } from './own-app/strava-app-credentials.service.js';
import { StravaOAuthClient, type StravaTokens } from './strava-oauth.client.js';
import { StravaConnectionsRepository } from './strava-connections.repository.js';
import {
  stravaAthleteTaken,
  stravaCodeRefused,
  stravaNotLinked,
  stravaNotSetUp,
  stravaScopeMissing,
  stravaStateMismatch,
  stravaUnavailable,
} from './strava.errors.js';

/** What is asked of the athlete: their profile's name, and every activity (private ones too). */
export const STRAVA_SCOPES = ['read', 'activity:read_all'] as const;

/** Either activity scope lets the imports read activities ("Only Me" ones need read_all). */
const ACTIVITY_SCOPES = new Set(['activity:read', 'activity:read_all']);

/** A link started in a session is finished within this long, or started again. */
export const STRAVA_LINK_TTL_MS = 15 * 60 * 1000;

/** An access token this close to its expiry is refreshed before use. */
export const STRAVA_REFRESH_MARGIN_MS = 5 * 60 * 1000;

type StravaSession = Session & Partial<SessionData>;

const sealContext = (kind: 'access' | 'refresh', ownerId: string) => `strava.${kind}:${ownerId}`;

const sameState = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * A user's link to Strava: the authorize step (its `state` kept in the session and used once),
 * the callback's checks (the state, the granted scope) and code exchange, the tokens sealed at
 * rest, and a fresh access token for every call to Strava (refreshed before it expires, the
 * newest refresh token kept).
 */
@Injectable()
export class StravaConnectionsService {
  constructor(
    private readonly oauth: StravaOAuthClient,
    private readonly connections: StravaConnectionsRepository,
    private readonly secrets: SecretBox,
    private readonly config: AppConfig,
    private readonly apps: StravaAppCredentialsService,
  ) {}

  async status(ownerId: string): Promise<StravaConnectionDto> {
    const [connection, app] = await Promise.all([
      this.connections.findOne(ownerId),
      this.apps.forOwner(ownerId),
    ]);
    return {
      configured: app !== null,
      appSource: app?.source ?? null,
      connected: connection !== null,
      athleteName: connection?.athleteName ?? null,
      scopes: connection ? connection.scopes.split(',').filter(Boolean) : [],
      keepActivitiesOnRevoke: connection?.keepActivitiesOnRevoke ?? true,
    };
  }

  /** The user's own Strava app, where the server has none. */
  async saveOwnApp(
    ownerId: string,
    clientId: string,
    clientSecret: string,
  ): Promise<StravaConnectionDto> {
    await this.apps.save(ownerId, clientId, clientSecret);
    return this.status(ownerId);
  }

  async removeOwnApp(ownerId: string): Promise<StravaConnectionDto> {
    await this.apps.remove(ownerId);
    return this.status(ownerId);
  }

  /** The owner's choice for a revocation on Strava's side (Strava's API agreement). */
  async setKeepActivitiesOnRevoke(ownerId: string, keep: boolean): Promise<StravaConnectionDto> {
    if (!(await this.connections.setKeepActivitiesOnRevoke(ownerId, keep))) {
      throw stravaNotLinked();
    }
    return this.status(ownerId);
  }

  /** Strava's authorize address for this session (a new state each time). */
  async authorize(ownerId: string, session: StravaSession): Promise<{ url: string }> {
    const app = await this.apps.forOwner(ownerId);
    if (!app) throw stravaNotSetUp();
    const state = randomBytes(24).toString('base64url');
    session.stravaLink = { state, startedAt: Date.now() };
    const redirect = new URL('/strava/callback', this.config.PUBLIC_URL).toString();
    return { url: this.oauth.authorizeUrl(app, redirect, STRAVA_SCOPES, state) };
  }

  /** The callback: the state checked and spent, the scope checked, the code exchanged. */
  async complete(
    ownerId: string,
    session: StravaSession,
    callback: CompleteStravaLinkDto,
  ): Promise<StravaConnectionDto> {
    const app = await this.apps.forOwner(ownerId);
    if (!app) throw stravaNotSetUp();
    const started = session.stravaLink;
    // Used once, whatever comes of it: a replayed callback finds nothing to match.
    delete session.stravaLink;
    if (
      !started ||
      Date.now() - started.startedAt > STRAVA_LINK_TTL_MS ||
      !sameState(started.state, callback.state)
    ) {
      throw stravaStateMismatch();
    }
    const granted = callback.scope.split(',').map((scope) => scope.trim());
    if (!granted.some((scope) => ACTIVITY_SCOPES.has(scope))) throw stravaScopeMissing();
    const tokens = await this.call(() => this.oauth.exchange(app, callback.code), true);
    if (!tokens.athlete) throw new Error('Strava’s code exchange named no athlete');
    const holder = await this.connections.ownerOfAthlete(tokens.athlete.id);
    if (holder !== null && holder !== ownerId) throw stravaAthleteTaken();
    await this.connections.save({
      ownerId,
      athleteId: tokens.athlete.id,
      athleteName: tokens.athlete.name,
      scopes: granted.filter(Boolean).join(','),
      ...this.sealed(ownerId, tokens),
    });
    return this.status(ownerId);
  }

  /**
   * A working access token for the owner's calls to Strava: the stored one, or, within
   * STRAVA_REFRESH_MARGIN_MS of its expiry, a refreshed one (the newest refresh token kept).
   * Null when the owner has no link.
   */
  async accessToken(ownerId: string): Promise<string | null> {
    const connection = await this.connections.findOne(ownerId);
    if (!connection) return null;
    if (connection.expiresAt.getTime() - Date.now() > STRAVA_REFRESH_MARGIN_MS) {
      return this.secrets.open(connection.accessToken, sealContext('access', ownerId));
    }
    const refreshToken = this.secrets.open(
      connection.refreshToken,
      sealContext('refresh', ownerId),
    );
    const app = await this.apps.forOwner(ownerId);
    // The app went (the operator removed it): the link cannot be refreshed.
    if (!app) throw stravaNotSetUp();
    const tokens = await this.call(() => this.oauth.refresh(app, refreshToken), false);
    await this.connections.updateTokens(ownerId, this.sealed(ownerId, tokens));
    return tokens.accessToken;
  }

  private sealed(ownerId: string, tokens: StravaTokens) {
    return {
      accessToken: this.secrets.seal(tokens.accessToken, sealContext('access', ownerId)),
      refreshToken: this.secrets.seal(tokens.refreshToken, sealContext('refresh', ownerId)),
      expiresAt: tokens.expiresAt,
    };
  }

  /**
   * Strava's errors as ours: a refused code is the user's 400, a refused refresh token means
   * the athlete revoked access on Strava (StravaNotLinked, as the API client's 401), an outage
   * a 502-504.
   */
  private async call<T>(work: () => Promise<T>, exchangingCode: boolean): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const refused = error.kind === 'status' && (error.status === 400 || error.status === 401);
      if (refused && exchangingCode) throw stravaCodeRefused();
      if (refused) throw new StravaNotLinked('Strava refused the link’s refresh token');
      throw stravaUnavailable(error);
    }
  }
}
