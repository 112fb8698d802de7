import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy as OAuth2Strategy, type StrategyOptions } from 'passport-oauth2';
import type { OidcClientSettings } from './oidc-client-settings.js';
import { SessionPkceStore } from './session-pkce-store.js';

/** Who the provider says signed in (its userinfo claims). */
export interface ProviderProfile {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

interface UserinfoClaims {
  sub?: unknown;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function profileFromClaims(claims: UserinfoClaims): ProviderProfile {
  const subject = text(claims.sub);
  const email = text(claims.email).toLowerCase();
  if (!subject) throw new Error('The sign-in provider did not say who signed in (no sub claim)');
  if (!email) throw new Error('The sign-in provider did not share an email address');
  let givenName = text(claims.given_name);
  let familyName = text(claims.family_name);
  if (!givenName && !familyName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    givenName = first;
    familyName = rest.join(' ');
  }
  return { subject, email, givenName, familyName };
}

/**
 * The authorization-code flow with PKCE (S256) against any OAuth 2.0 / OpenID Connect provider,
 * the profile read from its userinfo endpoint.
 */
export class OidcStrategy extends PassportStrategy(OAuth2Strategy) {
  private readonly userinfoURL: string;

  constructor(settings: OidcClientSettings) {
    const options: StrategyOptions = {
      authorizationURL: settings.authorizationURL,
      tokenURL: settings.tokenURL,
      clientID: settings.clientID,
      clientSecret: settings.clientSecret,
      callbackURL: settings.callbackURL,
      scope: settings.scope,
      pkce: true,
      state: true,
      store: new SessionPkceStore() as unknown as StrategyOptions['store'],
    };
    super(options);
    this.userinfoURL = settings.userinfoURL;
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  /** Each app keeps its strategy to itself rather than in passport's process-wide registry. */
  getPassportInstance(): passport.Authenticator {
    return new passport.Passport();
  }

  override userProfile(accessToken: string, done: (error?: unknown, profile?: unknown) => void) {
    this._oauth2.get(this.userinfoURL, accessToken, (error, body) => {
      // @types/oauth types the error as always present; at run time it is null on success.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (error) {
        done(new Error('The sign-in provider refused the userinfo request'));
        return;
      }
      try {
        done(null, profileFromClaims(JSON.parse(String(body)) as UserinfoClaims));
      } catch (parseError) {
        done(parseError);
      }
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: ProviderProfile): ProviderProfile {
    return profile;
  }
}
