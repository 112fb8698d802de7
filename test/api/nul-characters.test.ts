import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  requestJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { newAccountValues } from '@test/support/sign-in.js';
import {
  authorizationUrl,
  browse,
  exchangeCode,
  messages,
  openSignUp,
  pkce,
  providerClient,
  startSignIn,
  submit,
} from './builtin-provider.helpers.js';

/**
 * PostgreSQL cannot store U+0000: text holding one used to reach it and answer 500. Every
 * route is tried from the API's own OpenAPI document, so a new route is tried as soon as it
 * is documented, and the edge (the global validation pipe) must refuse the NUL with a 400
 * naming the field.
 */

const NUL_TEXT = 'a\u0000b';
const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** One hostile request, and the field its 400 must name. */
interface Case {
  label: string;
  method: string;
  path: string;
  field: string;
  headers?: Record<string, string>;
  body?: string;
}

const resolve = (document: ApiDocument, schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').at(-1) ?? ''] : schema;

/** A multipart body with one part: a text field, or a file whose name holds the NUL. */
function multipart(
  field: string,
  binary: boolean,
): { headers: Record<string, string>; body: string } {
  const boundary = `nul-${randomUUID()}`;
  const disposition = binary
    ? `form-data; name="${field}"; filename*=UTF-8''a%00b.csv`
    : `form-data; name="${field}"`;
  const content = binary ? 'Item Name,Category\nTent,Shelter\n' : NUL_TEXT;
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  };
}

/** A JSON body for each documented property, plus one nested field and one property name. */
function jsonCases(
  document: ApiDocument,
  schema: Schema | undefined,
): Omit<Case, 'method' | 'path' | 'label'>[] {
  const properties = Object.entries(resolve(document, schema)?.properties ?? {});
  const json = (body: unknown) => ({
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cases = properties.map(([name]) => ({ field: name, ...json({ [name]: NUL_TEXT }) }));
  for (const [name, property] of properties) {
    const [inner] = Object.keys(resolve(document, property.items)?.properties ?? {});
    if (inner)
      cases.push({ field: `${name}[0].${inner}`, ...json({ [name]: [{ [inner]: NUL_TEXT }] }) });
  }
  if (properties.length) cases.push({ field: 'note\\u0000', ...json({ 'note\u0000': 1 }) });
  return cases;
}

/** Every NUL case the document describes; `fill` gives a real value for each path parameter. */
function casesFrom(document: ApiDocument, fill: (path: string, name: string) => string): Case[] {
  const cases: Case[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathWith = (nul?: string) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === nul ? encodeURIComponent(NUL_TEXT) : fill(template, name),
        );
      const add = (field: string, request: Omit<Case, 'label' | 'method' | 'field'>) =>
        cases.push({
          label: `${method.toUpperCase()} ${template} (${field})`,
          method,
          field,
          ...request,
        });
      for (const { name } of parameters.filter((p) => p.in === 'path')) {
        add(name, { path: pathWith(name) });
      }
      for (const { name } of parameters.filter((p) => p.in === 'query')) {
        add(name, { path: `${pathWith()}?${name}=${encodeURIComponent(NUL_TEXT)}` });
      }
      const content = operation.requestBody?.content ?? {};
      for (const { field, ...request } of jsonCases(
        document,
        content['application/json']?.schema,
      )) {
        add(field, { path: pathWith(), ...request });
      }
      const form = resolve(document, content['multipart/form-data']?.schema)?.properties ?? {};
      for (const [name, property] of Object.entries(form)) {
        add(name, { path: pathWith(), ...multipart(name, property.format === 'binary') });
      }
    }
  }
  return cases;
}

async function refusal(
  session: HttpSession,
  baseUrl: string,
  request: Case,
): Promise<string | undefined> {
  const response = await session.fetch(`${baseUrl}${request.path}`, {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const body = (text.startsWith('{') ? JSON.parse(text) : {}) as {
    code?: string;
    errors?: { field: string; message: string }[];
  };
  const named = body.errors?.find((error) => error.field === request.field);
  const refused =
    response.status === 400 &&
    body.code === 'VALIDATION_FAILED' &&
    named?.message.includes(NUL_MESSAGE);
  return refused ? undefined : `${request.label}: ${response.status} ${text.slice(0, 200)}`;
}

describe('a NUL character in what a request sends', () => {
  const { app, owner: user } = setupApi({ users: 1 });
  let username: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    username = `hiker${randomUUID().slice(0, 8)}`;
    await requestJson(user.session, user.url('/api/account'), 'PATCH', { username });
    const category = await createCategory(app, user.session);
    const item = await createItem(app, user.session);
    const bundle = await createBundle(app, user.session);
    const entry = await addToBundle(app, user.session, bundle.id, item.id);
    const pack = await createPack(app, user.session);
    const line = await addLine(app, user.session, pack.id, { gearItemId: item.id });
    ids = {
      '/api/gear/categories/': category.id,
      '/api/gear/items/': item.id,
      '/api/bundles/': bundle.id,
      '/api/packs/': pack.id,
      bundleItemId: entry.id,
      lineId: line.id,
      username,
    };
  });

  /** The user's own resources, so a NUL that got past the edge would reach the database. */
  const fill = (template: string, name: string): string =>
    ids[name] ??
    Object.entries(ids).find(([prefix]) => template.startsWith(prefix))?.[1] ??
    randomUUID();

  it('is refused with a 400 naming the field, on every documented route and input', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs-json`);
    const cases = casesFrom((await response.json()) as ApiDocument, fill);
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const request of cases) {
      const failure = await refusal(user.session, app.baseUrl, request);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    [
      'an id deep in a list',
      'POST',
      '/api/gear/items/bulk',
      { ids: [randomUUID(), randomUUID(), NUL_TEXT], action: 'retire' },
      'ids[2]',
    ],
    [
      'a field of the second event',
      'POST',
      '/api/hog',
      {
        events: [
          { event: 'a', distinctId: 'b' },
          { event: NUL_TEXT, distinctId: 'b' },
        ],
      },
      'events[1].event',
    ],
    [
      'a search',
      'GET',
      `/api/gear/items?search=${encodeURIComponent(NUL_TEXT)}`,
      undefined,
      'search',
    ],
    ['a sort', 'GET', `/api/gear/items?sort=${encodeURIComponent(NUL_TEXT)}`, undefined, 'sort'],
    [
      'a line’s new item',
      'POST',
      '/api/packs/{pack}/lines',
      { newItem: { name: NUL_TEXT, weightMg: 1 } },
      'newItem.name',
    ],
  ])('names %s: %s %s', async (_label, method, path, body, field) => {
    const url = user.url(path.replace('{pack}', ids['/api/packs/'] ?? ''));
    const response = await requestJson(user.session, url, method, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field, message: `${field} ${NUL_MESSAGE}` }],
    });
  });

  it.each([
    [
      'the return path',
      'GET',
      `/api/auth/login-url?redirectTo=${encodeURIComponent('/packs\u0000')}`,
      undefined,
      'redirectTo',
    ],
    ['the sign-in code', 'POST', '/api/auth/callback', { code: NUL_TEXT }, 'code'],
    [
      'a username',
      'GET',
      `/api/public/users/${encodeURIComponent(NUL_TEXT)}`,
      undefined,
      'username',
    ],
  ])('names %s when signed out', async (_label, method, path, body, field) => {
    const response = await requestJson(new HttpSession(), `${app.baseUrl}${path}`, method, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field }] });
  });

  it('names the pack name and the file name of a CSV import', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Item Name,Category,desc,qty,weight,unit\nTent,Shelter,,1,1000,g\n']),
      'pack.csv',
    );
    form.append('name', NUL_TEXT);
    const named = await user.session.fetch(user.url('/api/packs/import'), {
      method: 'POST',
      body: form,
    });
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({ errors: [{ field: 'name' }] });

    const { headers, body } = multipart('file', true);
    const file = await user.session.fetch(user.url('/api/packs/import'), {
      method: 'POST',
      headers,
      body,
    });
    expect(file.status).toBe(400);
    expect(await file.json()).toMatchObject({
      errors: [{ field: 'file', message: `file name ${NUL_MESSAGE}` }],
    });
  });
});

describe('a NUL character sent to the built-in sign-in provider', () => {
  const { app } = setupApi({ users: 0 });

  const nulMessage = 'This contains an invisible NUL character (U+0000). Type it again.';

  it('shows the sign-up form again, 400, with the message by each field holding one', async () => {
    const client = await providerClient(app);
    const session = new HttpSession();
    const { page } = await startSignIn(session, client);
    const signUp = await openSignUp(session, client, page);
    const values = newAccountValues({
      givenName: `A${NUL_TEXT}`,
      email: `x${NUL_TEXT}@example.com`,
    });
    const again = await submit(session, client, signUp, { ...values });
    expect(again.status).toBe(400);
    expect(again.html).toContain('id="field-givenName-error"');
    expect(again.html).toContain('id="field-email-error"');
    expect(messages(again.html)).toEqual([nulMessage, nulMessage]);
  });

  it('shows the sign-in form again, 400, with the message by the field', async () => {
    const client = await providerClient(app);
    const session = new HttpSession();
    const { page } = await startSignIn(session, client);
    const again = await submit(session, client, page, {
      email: `ada${NUL_TEXT}@example.com`,
      password: 'whatever1',
    });
    expect(again.status).toBe(400);
    expect(again.html).toContain('id="field-email-error"');
    expect(messages(again.html)).toEqual([nulMessage]);
  });

  it('refuses a NUL in an authorization request or a code, never with a 500', async () => {
    const client = await providerClient(app);
    const { challenge, verifier } = pkce();
    const hint = await browse(
      new HttpSession(),
      client,
      authorizationUrl(client, { state: 'x', code_challenge: challenge, login_hint: NUL_TEXT }),
    );
    // Back to the app with the protocol's error, as for any bad parameter.
    const back = new URL(hint.url);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toBe(`login_hint ${NUL_MESSAGE}`);

    const foreign = await browse(
      new HttpSession(),
      client,
      authorizationUrl(client, { client_id: NUL_TEXT, state: 'x', code_challenge: challenge }),
    );
    expect(foreign.status).toBe(400);

    const token = await exchangeCode(client, NUL_TEXT, verifier);
    expect(token).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
