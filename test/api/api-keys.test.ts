import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import { requestJson } from '@test/support/factories.js';

type ApiKey = ApiSchema<'ApiKeyDto'>;
type CreatedKey = ApiSchema<'CreatedApiKeyDto'>;
type Upload = ApiSchema<'ActivityUploadDto'>;

const FIT = readFileSync(new URL('../fixtures/activities/garmin-fenix-5-run.fit', import.meta.url));

describe('personal API keys', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<CreatedKey>('/api/account/api-keys');

  /** A request as a script sends it: no cookie, the key as a bearer token. */
  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${key}` },
    });

  const uploadWith = (key: string, content: Buffer = FIT) => {
    const form = new FormData();
    form.append('file', new Blob([content]), 'run.fit');
    return withKey(key, '/api/activities/files', { method: 'POST', body: form });
  };

  it('makes a key shown once, keeps only its hash, and lists it without the key', async () => {
    const created = await send(owner, 'POST', '', { name: '  Phone  ' });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^pt_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      name: 'Phone',
      prefix: created.body.key.slice(0, 10),
      lastUsedAt: null,
    });
    const listed = await send<ApiKey[]>(owner, 'GET');
    expect(listed.body).toContainEqual({
      id: created.body.id,
      name: 'Phone',
      prefix: created.body.key.slice(0, 10),
      createdAt: created.body.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    const rows = await app.app
      .get(DataSource)
      .query<Record<string, unknown>[]>('SELECT * FROM api_keys WHERE id = $1', [created.body.id]);
    expect(JSON.stringify(rows)).not.toContain(created.body.key);
    expect(await send(stranger, 'GET').then((response) => response.body)).toEqual([]);
  });

  it('uploads activity files for its owner from a script, and reaches nothing else', async () => {
    const { body } = await send(owner, 'POST', '', { name: 'Garage NAS' });
    const uploaded = await uploadWith(body.key);
    expect(uploaded.status).toBe(201);
    const upload = (await uploaded.json()) as Upload;
    const id = upload.activities[0]?.activity.id ?? '';
    // The owner's activity, seen from the owner's session.
    const seen = await requestJson(owner.session, owner.url(`/api/activities/${id}`));
    expect(seen.status).toBe(200);
    const listed = await send<ApiKey[]>(owner, 'GET');
    expect(listed.body.find((key) => key.id === body.id)?.lastUsedAt).not.toBeNull();

    for (const [method, path] of [
      ['GET', '/api/activities'],
      ['GET', `/api/activities/${id}`],
      ['GET', `/api/activities/${id}/original`],
      ['POST', '/api/activities'],
      ['GET', '/api/account'],
      ['GET', '/api/account/api-keys'],
      ['POST', '/api/account/api-keys'],
      ['GET', '/api/gear/items'],
      ['GET', '/api/auth/me'],
    ] as const) {
      const response = await withKey(body.key, path, {
        method,
        ...(method === 'POST'
          ? { body: JSON.stringify({ name: 'x' }), headers: { 'Content-Type': 'application/json' } }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('stops working once revoked; a wrong, malformed or missing key is a 401', async () => {
    const { body } = await send(owner, 'POST', '', { name: 'Old watch' });
    expect((await uploadWith(body.key)).status).toBe(201);
    expect((await send(stranger, 'DELETE', `/${body.id}`)).status).toBe(404);
    expect((await send(owner, 'DELETE', `/${body.id}`)).status).toBe(204);
    const revoked = await uploadWith(body.key);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    const forged = `pt_${'A'.repeat(43)}`;
    expect((await uploadWith(forged)).status).toBe(401);
    expect((await uploadWith('not-a-key')).status).toBe(401);
    const bare = await fetch(`${app.baseUrl}/api/activities/files`, { method: 'POST' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
    expect((await send(owner, 'DELETE', `/${body.id}`)).status).toBe(404);
  });

  it('refuses a name it cannot keep, and a twenty-first key', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const response = await send(stranger, 'POST', '', { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
    }
    for (let index = 0; index < 20; index += 1) {
      expect((await send(stranger, 'POST', '', { name: `Key ${index}` })).status).toBe(201);
    }
    const full = await send(stranger, 'POST', '', { name: 'One more' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'API_KEYS_FULL' });
  });
});
