import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stravaApiStandIn, type StravaApiStandIn } from './strava-api.js';

/** An athlete as Strava's token answer names them. */
export interface StandInAthlete {
  id: number;
  firstname: string;
  lastname: string;
}

interface TokenGrant {
  athlete: StandInAthlete;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface StravaStandIn {
  /** `http://127.0.0.1:<port>`: STRAVA_OAUTH_URL is this with `/oauth`. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every request received: method, path and form or query fields. */
  readonly requests: { method: string; path: string; fields: Record<string, string> }[];
  /**
   * What Strava's authorize page gives the app when the athlete agrees: a code (usable once)
   * for this athlete. `expiresInS` sets the access token's life (Strava: 21,600 s).
   */
  issueCode(athlete: StandInAthlete, expiresInS?: number): string;
  /** The tokens the stand-in handed out, live ones first, by athlete. */
  tokensOf(athleteId: number): { accessToken: string; refreshToken: string } | undefined;
  /** Strava's API v3 under `/api/v3` (STRAVA_API_URL is `url` with `/api/v3`). */
  readonly api: StravaApiStandIn;
  close(): Promise<void>;
}

const form = async (request: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/** Strava's error shape: a message and the fields at fault. */
const fault = (resource: string, field: string, code: string) => ({
  message: code === 'invalid' ? 'Bad Request' : 'Authorization Error',
  errors: [{ resource, field, code }],
});

/**
 * Strava's OAuth token endpoint on 127.0.0.1, as its documentation and stravalib describe it:
 * `POST /oauth/token` with a form (client_id, client_secret, and a code or a refresh token),
 * answering `{ token_type, expires_at, expires_in, refresh_token, access_token, athlete }` (the
 * athlete on the code exchange only); a code works once; a refresh hands out a new refresh
 * token and retires the old one (rotation); a wrong client is 401, a bad code or token 400.
 */
export async function startStravaStandIn(
  options: { windowMs?: number } = {},
): Promise<StravaStandIn> {
  const clientId = String(10_000 + Math.floor(Math.random() * 80_000));
  const clientSecret = randomBytes(20).toString('hex');
  const requests: StravaStandIn['requests'] = [];
  const codes = new Map<string, { athlete: StandInAthlete; expiresInS: number }>();
  const byRefresh = new Map<string, TokenGrant & { expiresInS: number }>();
  const live = new Map<number, TokenGrant>();

  const grant = (athlete: StandInAthlete, expiresInS: number) => {
    const issued = {
      athlete,
      accessToken: randomBytes(20).toString('hex'),
      refreshToken: randomBytes(20).toString('hex'),
      expiresAt: Math.floor(Date.now() / 1000) + expiresInS,
      expiresInS,
    };
    byRefresh.set(issued.refreshToken, issued);
    live.set(athlete.id, issued);
    return issued;
  };

  const api = stravaApiStandIn((accessToken) => {
    for (const [athleteId, tokens] of live) {
      if (tokens.accessToken === accessToken && tokens.expiresAt * 1000 > Date.now()) {
        return athleteId;
      }
    }
    return undefined;
  }, options.windowMs ?? 900_000);

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname.startsWith('/api/v3/') && request.method === 'GET') {
        requests.push({
          method: 'GET',
          path: url.pathname,
          fields: Object.fromEntries(url.searchParams),
        });
        api.handle(request, url, response);
        return;
      }
      const fields =
        request.method === 'POST' ? await form(request) : Object.fromEntries(url.searchParams);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, fields });
      if (request.method !== 'POST' || url.pathname !== '/oauth/token') {
        json(response, 404, { message: 'Record Not Found', errors: [] });
        return;
      }
      if (fields.client_id !== clientId || fields.client_secret !== clientSecret) {
        json(response, 401, fault('Application', 'client_id', 'invalid'));
        return;
      }
      if (fields.grant_type === 'authorization_code') {
        const issued = fields.code ? codes.get(fields.code) : undefined;
        if (!issued || !fields.code) {
          json(response, 400, fault('AuthorizationCode', 'code', 'invalid'));
          return;
        }
        codes.delete(fields.code);
        const tokens = grant(issued.athlete, issued.expiresInS);
        json(response, 200, {
          token_type: 'Bearer',
          expires_at: tokens.expiresAt,
          expires_in: tokens.expiresInS,
          refresh_token: tokens.refreshToken,
          access_token: tokens.accessToken,
          athlete: { ...issued.athlete, resource_state: 2 },
        });
        return;
      }
      if (fields.grant_type === 'refresh_token') {
        const previous = fields.refresh_token ? byRefresh.get(fields.refresh_token) : undefined;
        if (!previous || !fields.refresh_token) {
          json(response, 400, fault('RefreshToken', 'refresh_token', 'invalid'));
          return;
        }
        byRefresh.delete(fields.refresh_token);
        const tokens = grant(previous.athlete, previous.expiresInS);
        json(response, 200, {
          token_type: 'Bearer',
          access_token: tokens.accessToken,
          expires_at: tokens.expiresAt,
          expires_in: tokens.expiresInS,
          refresh_token: tokens.refreshToken,
        });
        return;
      }
      json(response, 400, fault('Token', 'grant_type', 'invalid'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    api,
    issueCode(athlete, expiresInS = 21_600) {
      const code = randomBytes(20).toString('hex');
      codes.set(code, { athlete, expiresInS });
      return code;
    },
    tokensOf(athleteId) {
      const tokens = live.get(athleteId);
      return tokens && { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
