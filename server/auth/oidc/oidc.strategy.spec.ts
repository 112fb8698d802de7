import { describe, expect, it } from 'vitest';
import { profileFromClaims } from './oidc.strategy.js';

describe('profileFromClaims', () => {
  it('reads the standard claims, lower-casing the email', () => {
    expect(
      profileFromClaims({
        sub: 'abc',
        email: ' Ada@Example.com ',
        given_name: 'Ada',
        family_name: 'Lovelace',
      }),
    ).toEqual({
      subject: 'abc',
      email: 'ada@example.com',
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
  });

  it('splits the full name when the parts are missing', () => {
    expect(
      profileFromClaims({ sub: 'abc', email: 'a@b.c', name: 'Grace Brewster Hopper' }),
    ).toMatchObject({
      givenName: 'Grace',
      familyName: 'Brewster Hopper',
    });
  });

  it('refuses an identity without a subject or an email', () => {
    expect(() => profileFromClaims({ email: 'a@b.c' })).toThrow(/no sub claim/);
    expect(() => profileFromClaims({ sub: 'abc' })).toThrow(/email address/);
  });
});
