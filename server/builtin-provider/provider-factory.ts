import Provider, {
  type Account,
  type Adapter,
  type ErrorOut,
  type KoaContextWithOIDC,
  type Next,
} from 'oidc-provider';
import { CLAIMS, SCOPES } from './account-claims.js';
import { isDatabaseUnavailable } from '@server/database/database-unavailable.js';
import { messagePage, UNAVAILABLE_VIEW, type SiteLinks } from './pages/pages.js';
import type { ProviderKeys } from './provider-keys.js';

export interface ProviderClient {
  clientId: string;
  redirectUri: string;
}

export interface ProviderOptions {
  /** `${PUBLIC_URL}/oidc`: its path is also where the provider is mounted. */
  issuer: string;
  keys: ProviderKeys;
  client: ProviderClient;
  adapter: (model: string) => Adapter;
  findAccount: (accountId: string) => Promise<Account | undefined>;
  /** The app's home page and the pages' assets, linked from error pages. */
  site: SiteLinks;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Friendly words for the errors a person can meet in the browser. */
function errorView(out: ErrorOut): { title: string; message: string } {
  if (out.error === 'server_error') {
    return { title: 'Something went wrong', message: 'Sign-in is not available right now.' };
  }
  return {
    title: 'This sign-in did not work',
    message:
      'The sign-in link is incomplete or has expired. Go back to Packtrail and sign in again.',
  };
}

/**
 * The app signs in with the query response mode only. Other modes (form_post answers with a page
 * that submits itself by inline script) are refused up front: no page here runs inline script.
 */
function queryResponseModeOnly(site: SiteLinks) {
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    const mode = ctx.query.response_mode;
    if (ctx.path === '/auth' && mode !== undefined && mode !== 'query') {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = messagePage({
        ...errorView({ error: 'invalid_request' }),
        site,
        detail: 'unsupported response_mode',
      });
      return;
    }
    await next();
  };
}

/** oidc-provider set up for one first-party client: code flow, PKCE S256, claims via userinfo. */
export function createOidcProvider(options: ProviderOptions): Provider {
  const { issuer, keys, client, site } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const cookie = { signed: true, httpOnly: true, sameSite: 'lax' } as const;

  const provider = new Provider(issuer, {
    adapter: options.adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: keys.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // passport-oauth2 sends the client id and secret in the form body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    clientAuthMethods: ['client_secret_post'],
    // The app calls the token and userinfo endpoints from the server, never from a browser.
    clientBasedCORS: () => false,
    claims: CLAIMS,
    scopes: [...SCOPES],
    // Put the requested claims in the ID token as well; the app reads them from userinfo.
    conformIdTokenClaims: false,
    cookies: {
      names: {
        session: 'packtrail.oidc',
        interaction: 'packtrail.oidc.interaction',
        resume: 'packtrail.oidc.resume',
      },
      // The provider's session cookie is only needed under its own path.
      long: { ...cookie, path: mountPath || '/' },
      short: cookie,
      keys: keys.cookieKeys,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: false },
      // Off: nothing here uses them, and each would be one more endpoint to keep safe.
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: { enabled: false },
    },
    findAccount: (_ctx, sub) => options.findAccount(sub),
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    jwks: keys.jwks,
    pkce: { required: () => true },
    renderError: (ctx, out, error) => {
      ctx.type = 'html';
      // The status (503) and Retry-After are set by the provider's server_error listener.
      ctx.body = isDatabaseUnavailable(error)
        ? messagePage({ ...UNAVAILABLE_VIEW, site })
        : messagePage({ ...errorView(out), site, detail: out.error_description });
    },
    responseTypes: ['code'],
    ttl: {
      AuthorizationCode: MINUTE,
      AccessToken: HOUR,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  });
  provider.use(queryResponseModeOnly(site));
  return provider;
}
