import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createUser, requestJson } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';

interface AccountJson {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  avatarUrl: string | null;
  weightUnit: string;
  currency: string | null;
  foodPerDayGrams: number;
  subscriptionPlan: string;
  signInProvider: string;
  createdAt: string;
  me: Record<string, unknown>;
}

interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

interface AvailabilityJson {
  username: string;
  available: boolean;
  reason?: string;
  message?: string;
}

describe('the account API', () => {
  const { app, owner: ada, stranger: grace } = setupApi();

  const getAccount = (user: User) =>
    requestJson<AccountJson>(user.session, user.url('/api/account'));
  const patch = <T = AccountJson>(user: User, body: unknown) =>
    requestJson<T>(user.session, user.url('/api/account'), 'PATCH', body);
  const availability = (user: User, username: string) =>
    requestJson<AvailabilityJson>(
      user.session,
      user.url(
        `/api/account/username-availability?${new URLSearchParams({ username }).toString()}`,
      ),
    );
  const publicProfile = (username: string) =>
    requestJson<{ owner?: unknown; code?: string }>(
      new HttpSession(),
      `${app.baseUrl}/api/public/users/${encodeURIComponent(username)}`,
    );

  it('answers the profile, username, avatar and preferences of the signed-in user', async () => {
    const { status, body } = await getAccount(ada);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: ada.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: null,
      avatarUrl: null,
      weightUnit: 'g',
      weightScale: 'auto',
      currency: null,
      subscriptionPlan: 'basic',
      signInProvider: 'builtin',
    });
    expect(body.email).toMatch(/@example\.com$/);
    // A user who set nothing is stored exactly as spec section 3 says: five fields.
    expect(Object.keys(body.me).sort()).toEqual(
      ['email', 'familyName', 'givenName', 'subscriptionPlan', 'userId'].sort(),
    );
  });

  it('saves trimmed names, and /api/auth/me answers them at once', async () => {
    const user = await createUser(app);
    const { status, body } = await patch(user, { firstName: '  Mary ', lastName: ' Anning  ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Mary', lastName: 'Anning' });
    expect(body.me).toMatchObject({ givenName: 'Mary', familyName: 'Anning' });
    const me = await requestJson(user.session, user.url('/api/auth/me'));
    expect(me.body).toEqual(body.me);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', '\t\n', 'First name is required'],
    ['firstName', null, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['lastName', '    ', 'Last name is required'],
    ['lastName', null, 'Last name is required'],
    ['firstName', 42, 'First name must be text'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
  ])('refuses %s = %j with 400 and the message by the field', async (field, value, message) => {
    const { status, body } = await patch<ErrorJson>(ada, { [field]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(body.errors).toEqual([{ field, message }]);
    expect((await getAccount(ada)).body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('names both fields when both names are empty', async () => {
    const { status, body } = await patch<ErrorJson>(ada, { firstName: ' ', lastName: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
      ]),
    );
  });

  it('refuses fields it does not know, and leaves out fields not sent', async () => {
    const unknown = await patch<ErrorJson>(ada, { email: 'new@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'email', message: 'property email should not exist' },
    ]);
    const none = await patch(ada, {});
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  describe('preferences', () => {
    it('saves the weight unit and currency, and /me carries them', async () => {
      const user = await createUser(app);
      const { status, body } = await patch(user, { weightUnit: 'oz', currency: 'eur' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ weightUnit: 'oz', currency: 'EUR' });
      expect(body.me).toMatchObject({ weightUnit: 'oz', currency: 'EUR' });
      const back = await patch(user, { weightUnit: 'g', currency: null });
      expect(back.body).toMatchObject({ weightUnit: 'g', currency: null });
      expect(back.body.me).not.toHaveProperty('weightUnit');
      expect(back.body.me).not.toHaveProperty('currency');
    });

    it('saves how long weights show (13.67 kg or 13,666 g) with the unit, and /me carries it', async () => {
      const user = await createUser(app);
      const { status, body } = await patch(user, { weightScale: 'fixed' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ weightUnit: 'g', weightScale: 'fixed' });
      expect(body.me).toMatchObject({ weightScale: 'fixed' });
      const me = await requestJson<{ weightScale?: string }>(
        user.session,
        user.url('/api/auth/me'),
      );
      expect(me.body.weightScale).toBe('fixed');
      const back = await patch(user, { weightScale: 'auto', weightUnit: 'oz' });
      expect(back.body).toMatchObject({ weightUnit: 'oz', weightScale: 'auto' });
      expect(back.body.me).not.toHaveProperty('weightScale');
    });

    it('keeps the profile and search engines out until chosen, and saves both choices', async () => {
      const user = await createUser(app);
      expect((await getAccount(user)).body).toMatchObject({
        profilePublic: false,
        searchIndexing: false,
      });
      const { status, body } = await patch(user, { profilePublic: true, searchIndexing: true });
      expect(status).toBe(200);
      expect(body).toMatchObject({ profilePublic: true, searchIndexing: true });
      const back = await patch(user, { searchIndexing: false });
      expect(back.body).toMatchObject({ profilePublic: true, searchIndexing: false });
    });

    it('saves the food per day trips plan for: 700 g until set, 0 to 5000 g', async () => {
      const user = await createUser(app);
      expect((await getAccount(user)).body.foodPerDayGrams).toBe(700);
      for (const grams of [0, 5000, 850]) {
        const { status, body } = await patch(user, { foodPerDayGrams: grams });
        expect(status).toBe(200);
        expect(body.foodPerDayGrams).toBe(grams);
      }
      expect((await getAccount(user)).body.foodPerDayGrams).toBe(850);
    });

    it.each([
      ['weightUnit', 'stone', 'weightUnit must be one of g, kg, oz, lb'],
      ['weightUnit', null, 'weightUnit must be one of g, kg, oz, lb'],
      ['weightScale', 'kg', 'weightScale must be one of auto, fixed'],
      ['weightScale', null, 'weightScale must be one of auto, fixed'],
      ['currency', 'EURO', 'currency must be an ISO 4217 currency code'],
      ['currency', 'ZZZ', 'currency must be an ISO 4217 currency code'],
      ['currency', 12, 'currency must be an ISO 4217 currency code'],
      ['foodPerDayGrams', -1, 'foodPerDayGrams must be between 0 and 5000'],
      ['foodPerDayGrams', 5001, 'foodPerDayGrams must be between 0 and 5000'],
      ['foodPerDayGrams', 650.5, 'foodPerDayGrams must be a whole number'],
      ['foodPerDayGrams', '650', 'foodPerDayGrams must be a whole number'],
      ['foodPerDayGrams', null, 'foodPerDayGrams must be a whole number'],
      ['profilePublic', 'yes', 'profilePublic must be true or false'],
      ['profilePublic', null, 'profilePublic must be true or false'],
      ['searchIndexing', 1, 'searchIndexing must be true or false'],
    ])('refuses %s = %j', async (field, value, message) => {
      const { status, body } = await patch<ErrorJson>(ada, { [field]: value });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field, message }]);
    });
  });

  describe('the username', () => {
    it('is saved lowercase and gives a public profile at /api/public/users/:username', async () => {
      const user = await createUser(app);
      const { status, body } = await patch(user, {
        username: '  Ridge_Walker-7 ',
        profilePublic: true,
      });
      expect(status).toBe(200);
      expect(body.username).toBe('ridge_walker-7');
      expect(body.me).toMatchObject({ username: 'ridge_walker-7' });
      const profile = await publicProfile('ridge_walker-7');
      expect(profile.status).toBe(200);
      expect(profile.body.owner).toMatchObject({
        username: 'ridge_walker-7',
        displayName: 'Ada L.',
      });
      expect((await publicProfile('Ridge_Walker-7')).status).toBe(200);
    });

    it('is unique in any case: another user gets 409 USERNAME_TAKEN by the field', async () => {
      const owner = await createUser(app);
      expect((await patch(owner, { username: 'summit-sam' })).status).toBe(200);
      for (const attempt of ['summit-sam', 'SUMMIT-SAM', 'Summit-Sam']) {
        const { status, body } = await patch<ErrorJson>(grace, { username: attempt });
        expect(status).toBe(409);
        expect(body).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is taken' });
        expect(body.errors).toEqual([{ field: 'username', message: 'This username is taken' }]);
      }
      // Saving one's own again is no conflict.
      expect((await patch(owner, { username: 'Summit-Sam' })).status).toBe(200);
    });

    it.each([
      ['ab', 'Use at least 3 characters'],
      ['a'.repeat(31), 'Use at most 30 characters'],
      ['has space', 'Use only lowercase letters, digits, - and _'],
      ['dots.not.allowed', 'Use only lowercase letters, digits, - and _'],
      ['émile', 'Use only lowercase letters, digits, - and _'],
      ['api', 'This name is reserved'],
      ['Admin', 'This name is reserved'],
      ['login', 'This name is reserved'],
      [7, 'username must be text'],
    ])('refuses %j with 400: %s', async (username, message) => {
      const { status, body } = await patch<ErrorJson>(ada, { username });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'username', message }]);
    });

    it('can change: the old public address then answers 404, the new one 200', async () => {
      const user = await createUser(app);
      await patch(user, { username: 'old-name', profilePublic: true });
      expect((await publicProfile('old-name')).status).toBe(200);
      const { body } = await patch(user, { username: 'new-name' });
      expect(body.username).toBe('new-name');
      const old = await publicProfile('old-name');
      expect(old.status).toBe(404);
      expect(old.body).toMatchObject({ code: 'PUBLIC_PAGE_NOT_FOUND' });
      expect((await publicProfile('new-name')).status).toBe(200);
      // The name given up is free for anyone.
      expect((await patch(grace, { username: 'old-name' })).status).toBe(200);
      await patch(grace, { username: null });
    });

    it('is removed with null or an empty string', async () => {
      const user = await createUser(app);
      await patch(user, { username: 'soon-gone', profilePublic: true });
      expect((await publicProfile('soon-gone')).status).toBe(200);
      for (const none of [null, '', '   ']) {
        await patch(user, { username: 'soon-gone' });
        const { status, body } = await patch(user, { username: none });
        expect(status).toBe(200);
        expect(body.username).toBeNull();
        expect(body.me).not.toHaveProperty('username');
        expect((await publicProfile('soon-gone')).status).toBe(404);
      }
    });

    it('is held by the database: two users racing for one name get one 200 and one 409', async () => {
      const [first, second] = [await createUser(app), await createUser(app)];
      const results = await Promise.all([
        patch(first, { username: 'race-to-the-top' }),
        patch(second, { username: 'race-to-the-top' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const holders = await app.app
        .get(DataSource)
        .query<{ id: string }[]>(`SELECT id FROM users WHERE username = 'race-to-the-top'`);
      expect(holders).toHaveLength(1);
    });
  });

  describe('username availability', () => {
    beforeAll(async () => {
      await patch(grace, { username: 'taken-name' });
    });

    it.each([
      ['free-name', { username: 'free-name', available: true }],
      ['  Free-Name ', { username: 'free-name', available: true }],
      [
        'taken-name',
        {
          username: 'taken-name',
          available: false,
          reason: 'taken',
          message: 'This username is taken',
        },
      ],
      [
        'TAKEN-NAME',
        {
          username: 'taken-name',
          available: false,
          reason: 'taken',
          message: 'This username is taken',
        },
      ],
      [
        'admin',
        {
          username: 'admin',
          available: false,
          reason: 'reserved',
          message: 'This name is reserved',
        },
      ],
      ['no', { available: false, reason: 'too_short', message: 'Use at least 3 characters' }],
      ['x'.repeat(31), { available: false, reason: 'too_long' }],
      ['bad!chars', { available: false, reason: 'invalid_characters' }],
    ])('answers %j with %j', async (typed, expected) => {
      const { status, body } = await availability(ada, typed);
      expect(status).toBe(200);
      expect(body).toMatchObject(expected);
      if (expected.available) expect(body).not.toHaveProperty('reason');
    });

    it('calls the user’s own username available', async () => {
      const { body } = await availability(grace, 'Taken-Name');
      expect(body).toEqual({ username: 'taken-name', available: true });
    });

    it('needs the username parameter', async () => {
      const { status, body } = await requestJson<ErrorJson>(
        ada.session,
        ada.url('/api/account/username-availability'),
      );
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe('username');
    });
  });

  it('answers 404 for a public profile nobody has, reserved or malformed', async () => {
    for (const name of ['nobody-here', 'api', 'x', '%20']) {
      expect((await publicProfile(name)).status).toBe(404);
    }
  });

  it('answers 401 to every account call without a session', async () => {
    const visitor = new HttpSession();
    const url = (path: string) => `${app.baseUrl}${path}`;
    const calls = [
      requestJson(visitor, url('/api/account')),
      requestJson(visitor, url('/api/account'), 'PATCH', { firstName: 'X' }),
      requestJson(visitor, url('/api/account/username-availability?username=abc')),
      requestJson(visitor, url('/api/account/export')),
      requestJson(visitor, url('/api/account/avatar'), 'DELETE'),
      requestJson(visitor, url('/api/account/delete'), 'POST', { confirmation: 'x' }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(401);
  });

  it('documents its endpoints in the OpenAPI document', async () => {
    const document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/account',
      '/api/account/username-availability',
      '/api/account/avatar',
      '/api/account/export',
      '/api/account/delete',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
