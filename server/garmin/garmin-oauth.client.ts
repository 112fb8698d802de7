import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { AppConfig } from '@server/config/app-config.js';

/** Garmin's token answer (authorization_code and refresh_token grants alike). */
export interface GarminTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (about a day). */
  expiresAt: Date;
  /** When the refresh token stops working (about 90 days); null where Garmin did not say. */
  refreshExpiresAt: Date | null;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  refresh_token_expires_in?: unknown;
}

/** Garmin answered the token call with something that is not a token (a changed API). */
export class GarminTokenAnswerError extends Error {}

/**
 * Garmin's OAuth 2.0 (PKCE, S256) through the app's one outbound client: the authorize address,
 * the code exchange and the refresh (Garmin rotates the refresh token on each). The client id
 * and secret go in the form body; every address comes from configuration.
 */
@Injectable()
export class GarminOAuthClient {
  constructor(
    private readonly http: OutboundHttpClient,
    private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return this.config.GARMIN_CLIENT_ID !== undefined;
  }

  /** Where the browser goes to grant access. */
  authorizeUrl(redirectUri: string, codeChallenge: string, state: string): string {
    const url = new URL(`${this.config.GARMIN_OAUTH_URL.replace(/\/$/, '')}/oauth2Confirm`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.GARMIN_CLIENT_ID ?? '',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.toString();
  }

  exchange(code: string, codeVerifier: string, redirectUri: string): Promise<GarminTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
    });
  }

  refresh(refreshToken: string): Promise<GarminTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(grant: Record<string, string>): Promise<GarminTokens> {
    const response = await this.http.request(this.config.GARMIN_TOKEN_URL, {
      upstream: 'garmin',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        client_id: this.config.GARMIN_CLIENT_ID ?? '',
        client_secret: this.config.GARMIN_CLIENT_SECRET ?? '',
        ...grant,
      }).toString(),
    });
    let answer: TokenAnswer;
    try {
      answer = JSON.parse(response.body.toString('utf8')) as TokenAnswer;
    } catch (error) {
      throw new GarminTokenAnswerError('Garmin’s token answer is not JSON', { cause: error });
    }
    const { access_token: access, refresh_token: refresh, expires_in: expiresIn } = answer;
    if (
      typeof access !== 'string' ||
      typeof refresh !== 'string' ||
      typeof expiresIn !== 'number'
    ) {
      throw new GarminTokenAnswerError('Garmin’s token answer lacks a token or its expiry');
    }
    const refreshIn = answer.refresh_token_expires_in;
    const now = Date.now();
    return {
      accessToken: access,
      refreshToken: refresh,
      expiresAt: new Date(now + expiresIn * 1000),
      refreshExpiresAt: typeof refreshIn === 'number' ? new Date(now + refreshIn * 1000) : null,
    };
  }
}
