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
  /**
   * Who agrees on Strava's authorize page (`GET /oauth/authorize`), which then sends the
   * browser back with a code; `grantedScope` for one who unticked part of what was asked.
   */
  authorizeAs(athlete: StandInAthlete | null, grantedScope?: string): void;
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
): Promise<StravaStandIn & StravaAppStandIn> {
  const clientId = String(10_000 + Math.floor(Math.random() * 80_000));
  const clientSecret = randomBytes(20).toString('hex');
  const requests: StravaStandIn['requests'] = [];
  const codes = new Map<string, { athlete: StandInAthlete; expiresInS: number }>();
  const byRefresh = new Map<string, TokenGrant & { expiresInS: number }>();
  const live = new Map<number, TokenGrant>();
  // Deauthorization, webhook subscriptions and events: below, apart from the token endpoint.
  const app = stravaAppSide({ clientId, clientSecret, live, byRefresh });

  const authorizing: { athlete: StandInAthlete | null; scope: string | null } = {
    athlete: null,
    scope: null,
  };
  const issue = (athlete: StandInAthlete, expiresInS = 21_600) => {
    const code = randomBytes(20).toString('hex');
    codes.set(code, { athlete, expiresInS });
    return code;
  };

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

  /**
   * Strava's authorize page, agreed to at once by `authorizeAs` (the athlete who is signed in to
   * Strava in the browser): back to `redirect_uri` with a code, the scope granted (the one asked,
   * or `grantedScope` for an athlete who unticked some) and the state, as Strava sends them. No
   * athlete: Strava's "access_denied".
   */
  const authorizePage = (url: URL, response: ServerResponse) => {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== clientId || !redirect) {
      json(response, 400, fault('Application', 'client_id', 'invalid'));
      return;
    }
    const back = new URL(redirect);
    const state = url.searchParams.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (!authorizing.athlete) {
      back.searchParams.set('error', 'access_denied');
    } else {
      back.searchParams.set('code', issue(authorizing.athlete, 21_600));
      back.searchParams.set('scope', authorizing.scope ?? url.searchParams.get('scope') ?? '');
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (await app.handle(request, response, url, requests)) return;
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
      if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
        authorizePage(url, response);
        return;
      }
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
    issueCode: issue,
    authorizeAs(athlete, grantedScope) {
      authorizing.athlete = athlete;
      authorizing.scope = grantedScope ?? null;
    },
    ...app.api,
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

// ---------------------------------------------------------------------------------------------
// The Strava app's side of a link (issue 23, webhooks and unlink): deauthorization, the webhook
// subscription (push_subscriptions) and the events Strava sends. Kept apart from the token
// endpoint above.

/** A webhook event as Strava POSTs it to the subscription's callback. */
export interface StravaWebhookEvent {
  object_type: 'activity' | 'athlete';
  object_id: number;
  aspect_type: 'create' | 'update' | 'delete';
  updates: Record<string, string>;
  owner_id: number;
  subscription_id: number;
  event_time: number;
}

export interface StandInSubscription {
  id: number;
  callbackUrl: string;
  verifyToken: string;
}

export interface StravaAppStandIn {
  /** Each POST /oauth/deauthorize: its Authorization header, and any token in form or query. */
  readonly deauthorizations: {
    authorization: string | undefined;
    fields: Record<string, string>;
  }[];
  /** The app's subscription (Strava keeps one per app), if any. */
  subscription(): StandInSubscription | undefined;
  /** Every handshake the stand-in made with a callback, and whether its echo was right. */
  readonly handshakes: { callbackUrl: string; echoed: boolean }[];
  /** The athlete revokes access on Strava's page: their tokens stop working (401). */
  revoke(athleteId: number): void;
  /** An event of the app's subscription (its id unless `event` says another) for an athlete. */
  event(
    fields: Partial<StravaWebhookEvent> & Pick<StravaWebhookEvent, 'owner_id'>,
  ): StravaWebhookEvent;
}

interface AppSideState {
  clientId: string;
  clientSecret: string;
  live: Map<number, TokenGrant>;
  byRefresh: Map<string, TokenGrant>;
}

const bearer = (request: IncomingMessage) =>
  /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

/**
 * `POST /oauth/deauthorize` (the token in the Authorization header: the athlete's tokens are
 * retired, so the API above answers them 401), and `GET/POST/DELETE /api/v3/push_subscriptions[/{id}]` as Strava's webhook documentation
 * describes them: one subscription per app; a POST calls the callback's handshake
 * (`hub.mode=subscribe`, a random `hub.challenge`, the given `hub.verify_token`) and answers
 * `{ id }` only when the callback echoes the challenge as `{"hub.challenge": ...}`.
 */
function stravaAppSide(state: AppSideState) {
  const deauthorizations: StravaAppStandIn['deauthorizations'] = [];
  const handshakes: StravaAppStandIn['handshakes'] = [];
  let subscription: StandInSubscription | undefined;
  let nextId = 120_000 + Math.floor(Math.random() * 1_000);

  const retire = (athleteId: number) => {
    const tokens = state.live.get(athleteId);
    if (!tokens) return;
    state.live.delete(athleteId);
    state.byRefresh.delete(tokens.refreshToken);
  };
  const athleteOf = (accessToken: string | undefined) =>
    [...state.live.values()].find((grant) => grant.accessToken === accessToken)?.athlete;
  const rightClient = (fields: Record<string, string>) =>
    fields.client_id === state.clientId && fields.client_secret === state.clientSecret;

  const handshake = async (callbackUrl: string, verifyToken: string) => {
    const challenge = randomBytes(12).toString('hex');
    const url = new URL(callbackUrl);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.challenge', challenge);
    url.searchParams.set('hub.verify_token', verifyToken);
    let echoed: boolean;
    try {
      // Strava allows 2 s; the stand-in is generous, the tests do not judge speed.
      const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const body = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
      echoed = answer.status === 200 && body?.['hub.challenge'] === challenge;
    } catch {
      echoed = false;
    }
    handshakes.push({ callbackUrl, echoed });
    return echoed;
  };

  const subscriptions = async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    fields: Record<string, string>,
  ) => {
    if (!rightClient(fields)) {
      json(response, 401, fault('Application', 'client_id', 'invalid'));
      return;
    }
    const idInPath = /^\/api\/v3\/push_subscriptions\/(\d+)$/.exec(path)?.[1];
    if (request.method === 'GET' && !idInPath) {
      json(
        response,
        200,
        subscription
          ? [
              {
                id: subscription.id,
                resource_state: 2,
                application_id: Number(state.clientId),
                callback_url: subscription.callbackUrl,
                created_at: new Date().toISOString(),
                updated_at: new Date().toISOString(),
              },
            ]
          : [],
      );
    } else if (request.method === 'DELETE' && idInPath) {
      if (subscription?.id !== Number(idInPath)) {
        json(response, 404, { message: 'Resource Not Found', errors: [] });
        return;
      }
      subscription = undefined;
      response.writeHead(204).end();
    } else if (request.method === 'POST' && !idInPath) {
      if (subscription) {
        json(response, 400, fault('PushSubscription', 'callback url', 'already exists'));
        return;
      }
      const { callback_url: callbackUrl, verify_token: verifyToken } = fields;
      if (!callbackUrl || !verifyToken || !(await handshake(callbackUrl, verifyToken))) {
        json(response, 400, {
          message: 'Bad Request',
          errors: [
            {
              resource: 'PushSubscription',
              field: 'callback url',
              code: 'GET to callback URL does not return 200',
            },
          ],
        });
        return;
      }
      subscription = { id: (nextId += 1), callbackUrl, verifyToken };
      json(response, 201, { id: subscription.id });
    } else {
      json(response, 404, { message: 'Record Not Found', errors: [] });
    }
  };

  /** Answers the calls above (recorded in `requests`); false for any other, left to the rest. */
  const handle = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    requests: StravaStandIn['requests'],
  ): Promise<boolean> => {
    const path = url.pathname;
    const ours =
      (request.method === 'POST' && path === '/oauth/deauthorize') ||
      path.startsWith('/api/v3/push_subscriptions');
    if (!ours) return false;
    const fields =
      request.method === 'POST' ? await form(request) : Object.fromEntries(url.searchParams);
    requests.push({ method: request.method ?? 'GET', path, fields });
    if (request.method === 'POST' && path === '/oauth/deauthorize') {
      deauthorizations.push({ authorization: request.headers.authorization, fields });
      const athlete = athleteOf(bearer(request));
      if (!athlete) {
        json(response, 401, fault('Athlete', 'access_token', 'invalid'));
        return true;
      }
      retire(athlete.id);
      json(response, 200, { access_token: bearer(request) });
      return true;
    }
    await subscriptions(request, response, path, fields);
    return true;
  };

  const api: StravaAppStandIn = {
    deauthorizations,
    handshakes,
    subscription: () => subscription,
    revoke: retire,
    event: (fields) => ({
      object_type: 'activity',
      object_id: 9_000_000_000 + Math.floor(Math.random() * 1_000_000),
      aspect_type: 'create',
      updates: {},
      subscription_id: subscription?.id ?? 0,
      event_time: Math.floor(Date.now() / 1000),
      ...fields,
    }),
  };
  return { handle, api };
}

/** POSTs an event to the app's webhook as Strava does (JSON, no cookie, no Origin). */
export async function sendEvent(
  appUrl: string,
  event: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${appUrl}/api/strava/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'faraday v0.15.4' },
    body: typeof event === 'string' ? event : JSON.stringify(event),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body };
}
