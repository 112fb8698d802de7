/** Everything the app's OAuth client needs to know about the sign-in provider. */
export interface OidcClientSettings {
  /** Stored with each user with the provider's subject id: who signed in, where. */
  identityIssuer: string;
  authorizationURL: string;
  tokenURL: string;
  userinfoURL: string;
  clientID: string;
  clientSecret: string;
  /** The client route that receives `code` and `state` (spec section 2). */
  callbackURL: string;
  scope: string;
}

/** The identity issuer of accounts on the built-in provider; stable when PUBLIC_URL changes. */
export const BUILTIN_IDENTITY_ISSUER = 'packtrail:builtin';

export const callbackUrlFor = (publicUrl: string): string => `${publicUrl}/auth/callback`;
