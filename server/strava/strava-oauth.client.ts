import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { AppConfig } from '@server/config/app-config.js';
import type { StravaAppCredentials } from './own-app/strava-app-credentials.service.js';

/** Strava's token answer (authorization_code and refresh_token grants alike). */
export interface StravaTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
  /** Given on the first exchange only (Strava leaves it out of a refresh). */
  athlete: { id: string; name: string } | null;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_at?: unknown;
  athlete?: { id?: unknown; firstname?: unknown; lastname?: unknown };
}

/** Strava answered the token call with something that is not a token (a changed API). */
export class StravaTokenAnswerError extends Error {}

/**
 * Strava's OAuth token endpoint, through the app's one outbound client (timeouts, limits,
 * proxies): the code exchange and the refresh, with the app each call names (the server's, or a
 * user's own). The client id and secret go in the form body, as Strava documents; the
 * addresses come from configuration (STRAVA_OAUTH_URL).
 */
@Injectable()
export class StravaOAuthClient {
  constructor(
    private readonly http: OutboundHttpClient,
    private readonly config: AppConfig,
  ) {}

  /** Where the browser goes to grant access (comma-separated scopes, as Strava takes them). */
  authorizeUrl(
    app: StravaAppCredentials,
    redirectUri: string,
    scopes: readonly string[],
    state: string,
  ): string {
    const url = new URL(`${this.config.STRAVA_OAUTH_URL.replace(/\/$/, '')}/authorize`);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: scopes.join(','),
      state,
    }).toString();
    return url.toString();
  }

  exchange(app: StravaAppCredentials, code: string): Promise<StravaTokens> {
    return this.token(app, { grant_type: 'authorization_code', code });
  }

  refresh(app: StravaAppCredentials, refreshToken: string): Promise<StravaTokens> {
    return this.token(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * Tells Strava the athlete's tokens are no longer wanted (the owner unlinked): Strava retires
   * them. The token goes in the Authorization header, never in the address or the form.
   */
  async deauthorize(accessToken: string): Promise<void> {
    await this.http.request(`${this.config.STRAVA_OAUTH_URL.replace(/\/$/, '')}/deauthorize`, {
      upstream: 'strava',
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
  }

  private async token(
    app: StravaAppCredentials,
    grant: Record<string, string>,
  ): Promise<StravaTokens> {
    const response = await this.http.request(
      `${this.config.STRAVA_OAUTH_URL.replace(/\/$/, '')}/token`,
      {
        upstream: 'strava',
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          client_id: app.clientId,
          client_secret: app.clientSecret,
          ...grant,
        }).toString(),
      },
    );
    let answer: TokenAnswer;
    try {
      answer = JSON.parse(response.body.toString('utf8')) as TokenAnswer;
    } catch (error) {
      throw new StravaTokenAnswerError('Strava’s token answer is not JSON', { cause: error });
    }
    const { access_token: access, refresh_token: refresh, expires_at: expires } = answer;
    if (typeof access !== 'string' || typeof refresh !== 'string' || typeof expires !== 'number') {
      throw new StravaTokenAnswerError('Strava’s token answer lacks a token or its expiry');
    }
    const athlete = answer.athlete;
    const athleteId = athlete?.id;
    return {
      accessToken: access,
      refreshToken: refresh,
      expiresAt: new Date(expires * 1000),
      athlete:
        typeof athleteId === 'number' || typeof athleteId === 'string'
          ? {
              id: String(athleteId),
              name: [athlete?.firstname, athlete?.lastname]
                .filter((part): part is string => typeof part === 'string' && part !== '')
                .join(' '),
            }
          : null,
    };
  }
}
