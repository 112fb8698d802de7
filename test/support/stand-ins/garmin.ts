import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Grant {
  userId: string;
  accessToken: string;
  refreshToken: string;
  expiresInS: number;
}

interface IssuedCode {
  userId: string;
  challenge: string;
  redirectUri: string;
  expiresInS: number;
}

export interface GarminStandInRequest {
  method: string;
  path: string;
  /** The query's fields, or the form's for a POST. */
  fields: Record<string, string>;
  authorization: string | undefined;
}

/** A push as the stand-in sent it to the app, and the app's answer. */
export interface GarminPushSent {
  body: unknown;
  status: number;
}

/** What the backfill of a window pushes (null: nothing) for a user. */
export type BackfillData = (userId: string, window: { startS: number; endS: number }) => unknown;

export interface GarminStandIn {
  /** `http://127.0.0.1:<port>`: GARMIN_OAUTH_URL and GARMIN_API_URL are this. */
  readonly url: string;
  /** GARMIN_TOKEN_URL. */
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: GarminStandInRequest[];
  /** The backfill windows asked for, by user, in order. */
  readonly backfills: { userId: string; startS: number; endS: number }[];
  /** Where pushes go: `{app}/api/garmin/push`; set once the app listens. */
  pushUrl: string;
  /** What a backfill pushes; by default nothing. */
  backfillData: BackfillData;
  /** The permissions each user granted (ACTIVITY_EXPORT by default). */
  permissions: Map<string, string[]>;
  /**
   * What Garmin's consent page gives the app when the user agrees: a code, usable once, for
   * this user and bound to the PKCE challenge and redirect URI of the authorize address.
   * `expiresInS` sets the access token's life (Garmin: 86,400 s).
   */
  issueCode(userId: string, authorizeUrl: URL, expiresInS?: number): string;
  /** The tokens live for a user now. */
  tokensOf(userId: string): { accessToken: string; refreshToken: string } | undefined;
  /** Every token of the user stops working (the user removed the app on Garmin's side). */
  revoke(userId: string): void;
  /** A ping's callback URL serving these summaries to the user's token. */
  pingUrl(userId: string, summaries: unknown[]): string;
  /** A file callback URL serving these bytes to the user's token. */
  fileUrl(userId: string, bytes: Buffer): string;
  /** The next `count` requests to the API (not the token endpoint) answer `status`. */
  failNext(status: number, count?: number): void;
  /** Posts a push to the app with this server's client id (or the one given). */
  push(body: unknown, clientId?: string): Promise<GarminPushSent>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify(body));
};

const TOKEN_PATH = '/di-oauth2-service/oauth/token';
const API = '/wellness-api/rest';

/**
 * Garmin's OAuth 2.0 PKCE token endpoint and Wellness API on 127.0.0.1, as the public
 * implementations describe them: `POST /di-oauth2-service/oauth/token` (form: client id and
 * secret; a code with its code_verifier, checked against the S256 challenge it was issued for,
 * and the same redirect_uri; or a refresh token, rotated: the old one is refused afterwards),
 * answering `{ access_token, token_type, expires_in, refresh_token, refresh_token_expires_in,
 * scope, jti }`; with a Bearer token, `GET .../user/id` `{ userId }`, `GET .../user/permissions`
 * `[...]`, `DELETE .../user/registration` (revokes the user's tokens), `GET
 * .../backfill/activities` (202, records the window, then pushes what `backfillData` gives to
 * the app), ping and file callback URLs; 401 for a token it does not know; 5xx or 429 on demand.
 */
export async function startGarminStandIn(): Promise<GarminStandIn> {
  const clientId = randomUUID();
  const clientSecret = randomBytes(20).toString('hex');
  const requests: GarminStandInRequest[] = [];
  const backfills: GarminStandIn['backfills'] = [];
  const codes = new Map<string, IssuedCode>();
  const byAccess = new Map<string, Grant>();
  const byRefresh = new Map<string, Grant>();
  const callbacks = new Map<string, { userId: string; body: Buffer; type: string }>();
  const failures: number[] = [];
  const pending: Promise<unknown>[] = [];

  const grant = (userId: string, expiresInS: number): Grant => {
    const issued = {
      userId,
      accessToken: randomBytes(24).toString('base64url'),
      refreshToken: randomBytes(24).toString('base64url'),
      expiresInS,
    };
    byAccess.set(issued.accessToken, issued);
    byRefresh.set(issued.refreshToken, issued);
    return issued;
  };
  const tokenAnswer = (issued: Grant) => ({
    access_token: issued.accessToken,
    token_type: 'bearer',
    refresh_token: issued.refreshToken,
    expires_in: issued.expiresInS,
    scope: 'PARTNER_WRITE PARTNER_READ CONNECT_READ CONNECT_WRITE',
    jti: randomUUID(),
    refresh_token_expires_in: 7_775_998,
  });
  const revoke = (userId: string) => {
    for (const map of [byAccess, byRefresh]) {
      for (const [token, issued] of map) if (issued.userId === userId) map.delete(token);
    }
  };

  const standIn: GarminStandIn = {
    url: '',
    tokenUrl: '',
    clientId,
    clientSecret,
    requests,
    backfills,
    pushUrl: '',
    backfillData: () => null,
    permissions: new Map(),
    issueCode(userId, authorizeUrl, expiresInS = 86_400) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        userId,
        challenge: authorizeUrl.searchParams.get('code_challenge') ?? '',
        redirectUri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
        expiresInS,
      });
      return code;
    },
    tokensOf(userId) {
      const live = [...byAccess.values()].filter((issued) => issued.userId === userId).at(-1);
      return live && { accessToken: live.accessToken, refreshToken: live.refreshToken };
    },
    revoke,
    pingUrl(userId, summaries) {
      const token = randomBytes(8).toString('hex');
      callbacks.set(token, { userId, body: Buffer.from(JSON.stringify(summaries)), type: 'json' });
      const now = Math.floor(Date.now() / 1000);
      return `${standIn.url}${API}/activities?uploadStartTimeInSeconds=${now - 60}&uploadEndTimeInSeconds=${now}&token=${token}`;
    },
    fileUrl(userId, bytes) {
      const token = randomBytes(8).toString('hex');
      callbacks.set(token, { userId, body: bytes, type: 'fit' });
      return `${standIn.url}${API}/activityFile?id=${token}&token=${token}`;
    },
    failNext(status, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(status);
    },
    async push(body, id = clientId) {
      const response = await fetch(standIn.pushUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'garmin-client-id': id },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return { body, status: response.status };
    },
    close: async () => {
      await Promise.allSettled(pending);
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  const token = (fields: Record<string, string>, response: ServerResponse) => {
    if (fields.client_id !== clientId || fields.client_secret !== clientSecret) {
      json(response, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
      return;
    }
    if (fields.grant_type === 'authorization_code') {
      const issued = fields.code ? codes.get(fields.code) : undefined;
      if (fields.code) codes.delete(fields.code);
      const challenge = createHash('sha256')
        .update(fields.code_verifier ?? '')
        .digest('base64url');
      if (issued?.challenge !== challenge || issued.redirectUri !== fields.redirect_uri) {
        json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid authorization code',
        });
        return;
      }
      json(response, 200, tokenAnswer(grant(issued.userId, issued.expiresInS)));
      return;
    }
    if (fields.grant_type === 'refresh_token') {
      const previous = fields.refresh_token ? byRefresh.get(fields.refresh_token) : undefined;
      if (!previous) {
        json(response, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
        return;
      }
      byRefresh.delete(previous.refreshToken);
      byAccess.delete(previous.accessToken);
      json(response, 200, tokenAnswer(grant(previous.userId, previous.expiresInS)));
      return;
    }
    json(response, 400, { error: 'unsupported_grant_type' });
  };

  const api = (
    method: string,
    path: string,
    fields: Record<string, string>,
    user: Grant,
    response: ServerResponse,
  ) => {
    if (method === 'GET' && path === `${API}/user/id`) {
      json(response, 200, { userId: user.userId });
    } else if (method === 'GET' && path === `${API}/user/permissions`) {
      json(response, 200, standIn.permissions.get(user.userId) ?? ['ACTIVITY_EXPORT']);
    } else if (method === 'DELETE' && path === `${API}/user/registration`) {
      revoke(user.userId);
      response.writeHead(204).end();
    } else if (method === 'GET' && path === `${API}/backfill/activities`) {
      const startS = Number(fields.summaryStartTimeInSeconds);
      const endS = Number(fields.summaryEndTimeInSeconds);
      if (!Number.isInteger(startS) || !Number.isInteger(endS) || endS - startS > 90 * 86_400) {
        json(response, 400, { errorMessage: 'Invalid time range' });
        return;
      }
      backfills.push({ userId: user.userId, startS, endS });
      response.writeHead(202).end();
      const body = standIn.backfillData(user.userId, { startS, endS });
      // Garmin pushes the window's data later, on its own connection.
      if (body !== null)
        pending.push(new Promise((r) => setTimeout(r, 20)).then(() => standIn.push(body)));
    } else if (
      method === 'GET' &&
      (path === `${API}/activities` || path === `${API}/activityFile`)
    ) {
      const served = callbacks.get(fields.token ?? '');
      if (served?.userId !== user.userId) {
        json(response, 404, { errorMessage: 'Not found' });
        return;
      }
      const type = served.type === 'fit' ? 'application/octet-stream' : 'application/json';
      response.writeHead(200, { 'content-type': type }).end(served.body);
    } else {
      json(response, 404, { errorMessage: 'Not found' });
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      const body = method === 'POST' ? await readBody(request) : '';
      const fields =
        method === 'POST'
          ? Object.fromEntries(new URLSearchParams(body))
          : Object.fromEntries(url.searchParams);
      const authorization = request.headers.authorization;
      requests.push({ method, path: url.pathname, fields, authorization });
      if (method === 'POST' && url.pathname === TOKEN_PATH) {
        token(fields, response);
        return;
      }
      const failure = failures.shift();
      if (failure !== undefined) {
        response.writeHead(failure, failure === 429 ? { 'retry-after': '0' } : {});
        response.end(JSON.stringify({ errorMessage: 'Try later' }));
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
      const user = bearer ? byAccess.get(bearer) : undefined;
      if (!user) {
        json(response, 401, { errorMessage: 'Unauthorized' });
        return;
      }
      api(method, url.pathname, fields, user, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    tokenUrl: `http://127.0.0.1:${port}${TOKEN_PATH}`,
  });
  return standIn;
}
