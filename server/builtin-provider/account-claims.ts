import type { ProviderAccount } from './accounts.repository.js';

/** What the app may ask for, and the claims each scope releases (spec: email and names). */
export const SCOPES = ['openid', 'email', 'profile'] as const;

export const CLAIMS: Record<(typeof SCOPES)[number], string[]> = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
};

/** The scopes of a request that this provider knows, as one space-separated string. */
export const supportedScope = (requested: unknown): string =>
  (typeof requested === 'string' ? requested : 'openid')
    .split(' ')
    .filter((scope) => (SCOPES as readonly string[]).includes(scope))
    .join(' ');

export function accountClaims(account: ProviderAccount): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    // Sign-up does not prove the address belongs to the person, so the provider does not claim it.
    email_verified: false,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`.trim(),
  };
}
