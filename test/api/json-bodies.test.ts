import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_JSON_NESTING } from '@server/bootstrap/body-parsers.js';
import { setupApi } from '@test/support/api-fixture.js';
import { HttpSession } from '@test/support/http-session.js';

const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const TOO_DEEP = {
  statusCode: 400,
  error: 'Bad Request',
  message: `The body nests objects and arrays more than ${MAX_JSON_NESTING} levels deep`,
  code: 'VALIDATION_FAILED',
  errors: [
    {
      field: 'body',
      message: `body must not nest objects and arrays more than ${MAX_JSON_NESTING} levels deep`,
    },
  ],
};

describe('JSON bodies at the edge', () => {
  const { app, owner: user } = setupApi({ users: 1 });

  const post = (
    session: HttpSession,
    path: string,
    body: string | Buffer,
    type = 'application/json',
  ) =>
    session.fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });

  it.each([
    ['15,000 nested arrays, signed in', '/api/gear/items', arrays(15_000)],
    ['15,000 nested objects, signed in', '/api/packs', objects(15_000)],
    ['15,000 levels inside a field', '/api/gear/items', `{"name":${arrays(15_000)},"weightMg":1}`],
    ['15,000 nested arrays, signed out', '/api/auth/callback', arrays(15_000)],
    ['one level past the limit', '/api/gear/items', `{"name":${arrays(MAX_JSON_NESTING)}}`],
  ])('refuses %s with a 400 naming the body, not a 500', async (_label, path, body) => {
    const session = path.startsWith('/api/auth') ? new HttpSession() : user.session;
    const response = await post(session, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(TOO_DEEP);
  });

  it('refuses a body over the size limit with 413 BODY_TOO_LARGE in the standard shape', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES), weightMg: 1 });
    const response = await post(user.session, '/api/gear/items', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: `A request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB`,
      code: 'BODY_TOO_LARGE',
    });
  });

  it('reads a body at the limit, and brackets inside strings do not count', async () => {
    const atLimit = await post(
      user.session,
      '/api/gear/items',
      `{"name":${arrays(MAX_JSON_NESTING - 1)}}`,
    );
    expect(atLimit.status).toBe(400);
    const fields = ((await atLimit.json()) as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toContain('name');
    expect(fields).not.toContain('body');

    const name = `${'['.repeat(100)}{"}`;
    const created = await post(
      user.session,
      '/api/gear/items',
      JSON.stringify({ name, weightMg: 1 }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name });
  });

  it('reads UTF-16 as JSON allows, and refuses it too deep just the same', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Été ⛺ [', weightMg: 1 }), 'utf16le');
    const created = await post(
      user.session,
      '/api/gear/items',
      body,
      'application/json; charset=utf-16le',
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Été ⛺ [' });

    const deep = Buffer.from(arrays(15_000), 'utf16le');
    const refused = await post(
      user.session,
      '/api/gear/items',
      deep,
      'application/json; charset=utf-16le',
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(TOO_DEEP);
  });

  it('answers malformed JSON with a 400 naming the body, in the standard shape', async () => {
    for (const body of ['{"name":', '{name: 1}', '"just a string"', '{"a":1}}']) {
      const response = await post(user.session, '/api/gear/items', body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The body is not valid JSON',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'body', message: 'body must be valid JSON' }],
      });
    }
  });
});
