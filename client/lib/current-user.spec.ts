// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCurrentUser,
  CURRENT_USER_KEY,
  readCurrentUser,
  storeCurrentUser,
  type CurrentUser,
} from './current-user';

const ada: CurrentUser = {
  userId: '6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  subscriptionPlan: 'basic',
};

describe('the stored current user', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under pack.auth.user with exactly the five fields', () => {
    storeCurrentUser({ ...ada, extra: 'dropped' } as CurrentUser);
    expect(CURRENT_USER_KEY).toBe('pack.auth.user');
    expect(JSON.parse(localStorage.getItem('pack.auth.user') ?? 'null')).toEqual(ada);
    expect(readCurrentUser()).toEqual(ada);
  });

  it('is null when nothing is stored', () => {
    expect(readCurrentUser()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"ada"'],
    ['missing fields', JSON.stringify({ userId: 'x' })],
    ['an unknown plan', JSON.stringify({ ...ada, subscriptionPlan: 'gold' })],
  ])('deletes stored data that is %s', (_label, raw) => {
    localStorage.setItem(CURRENT_USER_KEY, raw);
    expect(readCurrentUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('keeps the account’s optional fields when they are well-formed', () => {
    const full: CurrentUser = {
      ...ada,
      avatarUrl: '/api/photos/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
      username: 'ada',
      weightUnit: 'oz',
      currency: 'GBP',
    };
    storeCurrentUser(full);
    expect(readCurrentUser()).toEqual(full);
  });

  it('drops malformed optional fields but keeps the user', () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({
        ...ada,
        avatarUrl: 'https://tracker.example/pixel.gif',
        username: 7,
        weightUnit: 'stone',
        currency: 'pounds',
      }),
    );
    expect(readCurrentUser()).toEqual(ada);
  });

  it('is cleared on request', () => {
    storeCurrentUser(ada);
    clearCurrentUser();
    expect(readCurrentUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });
});
