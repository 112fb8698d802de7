import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { REPO_ROOT } from '@test/support/built-server.js';
import {
  addLine,
  addToBundle,
  addTripWaypoint,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createTrip,
  createUser,
  requestJson,
  type PackJson,
  type TripJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { startSecondServer, type TestApp } from '@test/support/test-app.js';

/**
 * The server-rendered public pages (server/public-pages/) through real HTTP: the documents and
 * their head, the one 404, the hand-over to the app for a signed-in session, ?unit, the cache an
 * owner's writes clear, the embed's headers, and every user text rendered without running. They
 * render with the built renderer (dist/ssr and the public pages' manifest, from build:client).
 */

const BUILT = ['dist/ssr/public-render.js', 'dist/client/.vite/public-manifest.json'];

beforeAll(() => {
  const missing = BUILT.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `The public pages render with the built client, and ${missing.join(' and ')} is missing: run npm run build:client first.`,
    );
  }
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** GET a page as a visitor with no cookie (or with `init`'s headers). */
async function visit(app: TestApp, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The page's inlined data (what it hydrates from). */
function dataOf(html: string): unknown {
  const match = /<script id="public-page-data" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('No page data in the document');
  return JSON.parse(match[1] ?? '') as unknown;
}

/** What is rendered inside #root. */
function rootOf(html: string): string {
  const match =
    /<div id="root" data-server-rendered>([\s\S]*)<\/div>\n<script id="public-page-data"/.exec(
      html,
    );
  if (!match) throw new Error('No server-rendered root in the document');
  return match[1] ?? '';
}

/** The head's tags that describe the page, with the test app's address made fixed. */
function previewTags(html: string, app: TestApp): string {
  return (
    html
      .split('\n')
      .filter((line) =>
        /^<(title|meta name="(description|robots|twitter:)|meta property="og:|link rel="canonical")/.test(
          line,
        ),
      )
      .join('\n')
      .replaceAll(app.baseUrl, 'https://packtrail.test')
      // The image's version is the hash of what it draws (server/public/preview-image).
      .replace(/preview\.png\?v=[0-9a-f]{16}"/g, 'preview.png?v={version}"')
  );
}

/** The directives of a Content-Security-Policy header by name. */
/** The theme's script as the build ships it, and the CSP source that allows it inline. */
const THEME_SCRIPT = readFileSync(join(REPO_ROOT, 'client/public/theme-init.js'), 'utf8');
const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

const patch = (app: TestApp, user: User, path: string, body: unknown) =>
  requestJson(user.session, `${app.baseUrl}${path}`, 'PATCH', body);

async function ok(answer: Promise<{ status: number; body: unknown }>): Promise<void> {
  const { status, body } = await answer;
  if (status >= 400) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
}

/** A public pack of `user` named `name` at `slug`, with two lines in one category. */
async function publicPack(app: TestApp, user: User, name: string, slug: string): Promise<PackJson> {
  const pack = await createPack(app, user.session, { name, slug });
  const category = await createCategory(app, user.session, { name: 'Shelter' });
  const tent = await createItem(app, user.session, {
    name: 'Duplex tent',
    brand: 'Zpacks',
    weightMg: 539_000,
    categoryId: category.id,
  });
  const pegs = await createItem(app, user.session, {
    name: 'Pegs',
    weightMg: 9_000,
    categoryId: category.id,
  });
  await addLine(app, user.session, pack.id, { gearItemId: tent.id });
  await addLine(app, user.session, pack.id, { gearItemId: pegs.id, quantity: 8 });
  await ok(patch(app, user, `/api/packs/${pack.id}`, { isPublic: true }));
  return pack;
}

describe('public pages', () => {
  const { app, owner, stranger } = setupApi();
  let pack: PackJson;
  let trip: TripJson;

  beforeAll(async () => {
    await ok(
      patch(app, owner, '/api/account', {
        username: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        weightUnit: 'g',
        profilePublic: true,
      }),
    );
    pack = await publicPack(app, owner, 'Sierra High Route', 'sierra-high-route');
    trip = await createTrip(app, owner.session, {
      name: 'Cuillin traverse',
      startDate: '2025-08-12',
      endDate: '2025-08-14',
    });
    await ok(patch(app, owner, `/api/trips/${trip.id}`, { isPublic: true }));
  });

  it('renders a public pack as a whole document from the same data the API answers', async () => {
    const page = await visit(app, '/u/ada/pack/sierra-high-route');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(
      page.body.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">'),
    ).toBe(true);
    expect(page.body).toContain('<meta name="viewport"');
    expect(page.body).toContain('<title>Sierra High Route by Ada L. · Packtrail</title>');
    // The public entry's own files, from its manifest: script, preloads and styles.
    const manifest = JSON.parse(
      readFileSync(join(REPO_ROOT, 'dist/client/.vite/public-manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
    const entry = manifest['public-main.tsx'];
    expect(page.body).toContain(`<script type="module" src="/${entry?.file}"></script>`);
    for (const key of entry?.imports ?? [])
      expect(page.body).toContain(`<link rel="modulepreload" href="/${manifest[key]?.file}">`);
    // The styles and the theme's script are in the page itself, not requests that hold its
    // first paint back; the CSP allows that one inline script by its hash, and no other.
    expect(entry?.css?.length).toBeGreaterThan(0);
    for (const css of entry?.css ?? []) {
      expect(page.body).not.toContain(`href="/${css}"`);
      expect(page.body).toContain(readFileSync(join(REPO_ROOT, 'dist/client', css), 'utf8'));
    }
    expect(page.body).toMatch(/<style>[\s\S]+<\/style>/);
    expect(page.body).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(page.body).not.toContain('theme-init.js');
    expect(directives(page.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
      THEME_SCRIPT_SOURCE,
    ]);
    // Never the app's own entry (router, SWR, shell).
    const index = readFileSync(join(REPO_ROOT, 'dist/client/index.html'), 'utf8');
    for (const [, file] of index.matchAll(/src="(\/assets\/[^"]+\.js)"/g))
      expect(page.body).not.toContain(file);
    // The page itself, readable without JavaScript.
    const root = rootOf(page.body);
    expect(root).toContain('Sierra High Route');
    expect(root).toContain('Duplex tent');
    expect(root).toContain('<main');
    // Its data is the API's answer, so the browser hydrates without fetching it.
    const api = await fetch(`${app.baseUrl}/api/public/users/ada/packs/sierra-high-route`);
    expect(dataOf(page.body)).toEqual({ kind: 'pack', pack: await api.json(), unit: 'g' });
  });

  it('names the page in preview tags (title, description, canonical, Open Graph, Twitter)', async () => {
    const page = await visit(app, '/u/ada/pack/sierra-high-route?unit=kg&utm_source=x');
    expect(previewTags(page.body, app)).toMatchInlineSnapshot(`
      "<title>Sierra High Route by Ada L. · Packtrail</title>
      <meta name="description" content="Base weight 0.611 kg, 9 items. A pack list by Ada L. on Packtrail.">
      <meta name="robots" content="noindex">
      <link rel="canonical" href="https://packtrail.test/u/ada/pack/sierra-high-route">
      <meta property="og:type" content="website">
      <meta property="og:site_name" content="Packtrail">
      <meta property="og:title" content="Sierra High Route">
      <meta property="og:description" content="Base weight 0.611 kg, 9 items. A pack list by Ada L. on Packtrail.">
      <meta property="og:url" content="https://packtrail.test/u/ada/pack/sierra-high-route">
      <meta property="og:image" content="https://packtrail.test/api/public/users/ada/packs/sierra-high-route/preview.png?v={version}">
      <meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630">
      <meta property="og:image:alt" content="Sierra High Route: base weight 0.611 kg, 9 items">
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Sierra High Route">
      <meta name="twitter:description" content="Base weight 0.611 kg, 9 items. A pack list by Ada L. on Packtrail.">
      <meta name="twitter:image" content="https://packtrail.test/api/public/users/ada/packs/sierra-high-route/preview.png?v={version}">
      <meta name="twitter:image:alt" content="Sierra High Route: base weight 0.611 kg, 9 items">"
    `);
  });

  it('renders a public trip and a public profile', async () => {
    const tripPage = await visit(app, `/u/ada/trip/${trip.id}`);
    expect(tripPage.status).toBe(200);
    expect(rootOf(tripPage.body)).toContain('Cuillin traverse');
    expect(tripPage.body).toContain(
      `<link rel="canonical" href="${app.baseUrl}/u/ada/trip/${trip.id}">`,
    );
    const tripImage = new RegExp(
      `<meta property="og:image" content="${app.baseUrl}/api/public/users/ada/trips/${trip.id}/preview\\.png\\?v=([0-9a-f]{16})">`,
    ).exec(tripPage.body);
    expect(tripImage).not.toBeNull();
    // The address names the picture the image route serves (its ETag is the same hash).
    const image = await fetch(
      `${app.baseUrl}/api/public/users/ada/trips/${trip.id}/preview.png?v=${tripImage?.[1] ?? ''}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('etag')).toContain(tripImage?.[1] ?? 'none');
    expect(dataOf(tripPage.body)).toMatchObject({ kind: 'trip', unit: 'g', trip: { id: trip.id } });

    const profile = await visit(app, '/u/ADA');
    expect(profile.status).toBe(200);
    const root = rootOf(profile.body);
    expect(root).toContain('Sierra High Route');
    expect(root).toContain('Cuillin traverse');
    expect(profile.body).toContain(`<link rel="canonical" href="${app.baseUrl}/u/ada">`);
  });

  it('asks search engines not to index, in the head and a header, until the owner lets them', async () => {
    const closed = await visit(app, '/u/ada/pack/sierra-high-route');
    expect(closed.body).toContain('<meta name="robots" content="noindex">');
    expect(closed.headers.get('x-robots-tag')).toBe('noindex');

    await ok(patch(app, owner, '/api/account', { searchIndexing: true }));
    for (const path of ['/u/ada', '/u/ada/pack/sierra-high-route', `/u/ada/trip/${trip.id}`]) {
      const open = await visit(app, path);
      expect(open.body, path).not.toContain('name="robots"');
      expect(open.headers.get('x-robots-tag'), path).toBeNull();
    }
    // The embed repeats the pack page: never indexed.
    const embed = await visit(app, '/u/ada/pack/sierra-high-route/embed');
    expect(embed.headers.get('x-robots-tag')).toBe('noindex');

    await ok(patch(app, owner, '/api/account', { searchIndexing: false }));
    const again = await visit(app, '/u/ada/pack/sierra-high-route');
    expect(again.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('shows ?unit=g|kg|oz|lb in that unit, and the owner’s for anything else', async () => {
    const oz = await visit(app, '/u/ada/pack/sierra-high-route?unit=oz');
    expect(dataOf(oz.body)).toMatchObject({ unit: 'oz' });
    expect(rootOf(oz.body)).toMatch(/\d oz/);
    const kg = await visit(app, '/u/ada/pack/sierra-high-route?unit=kg');
    expect(rootOf(kg.body)).toMatch(/\d kg/);
    expect(rootOf(kg.body)).not.toMatch(/\d oz/);
    for (const query of ['?unit=stone', '?unit=', '?unit[]=oz', '?unit=oz&unit=kg']) {
      const page = await visit(app, `/u/ada/pack/sierra-high-route${query}`);
      expect(page.status, query).toBe(200);
      expect(dataOf(page.body), query).toMatchObject({ unit: 'g' });
    }
  });

  it('answers the cached page with its ETag and shows an owner’s change at once', async () => {
    const first = await visit(app, '/u/ada/pack/sierra-high-route');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    // fetch adds Cache-Control: no-cache to a conditional request (which skips the check)
    // unless the request has one: a browser revalidating sends max-age=0.
    const revalidate = { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' };
    const again = await visit(app, '/u/ada/pack/sierra-high-route', { headers: revalidate });
    expect(again.status).toBe(304);

    await ok(patch(app, owner, `/api/packs/${pack.id}`, { name: 'Sierra High Route, lighter' }));
    const changed = await visit(app, '/u/ada/pack/sierra-high-route', { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(rootOf(changed.body)).toContain('<h1>Sierra High Route, lighter</h1>');
    await ok(patch(app, owner, `/api/packs/${pack.id}`, { name: 'Sierra High Route' }));
    const back = await visit(app, '/u/ada/pack/sierra-high-route');
    expect(rootOf(back.body)).toContain('<h1>Sierra High Route</h1>');
  });

  it('renders again a cached page whose owner wrote through another server', async () => {
    const user = await createUser(app);
    await ok(patch(app, user, '/api/account', { username: 'cleo-elsewhere' }));
    const shared = await publicPack(app, user, 'Fast and light', 'fast-and-light');
    const path = '/u/cleo-elsewhere/pack/fast-and-light';
    expect((await visit(app, path)).status).toBe(200);
    // Served from the cache, the page costs one query: its owner's version.
    const counter = countQueries(app.app.get(DataSource));
    try {
      expect(await counter.during(() => visit(app, path))).toBe(1);
    } finally {
      counter.restore();
    }
    // What another server's write leaves here: the data changed and the version up, and no
    // word to this server's cache.
    const database = app.app.get(DataSource);
    await database.query('UPDATE packs SET is_public = false WHERE id = $1', [shared.id]);
    await database.query('UPDATE users SET public_version = public_version + 1 WHERE id = $1', [
      user.id,
    ]);
    expect((await visit(app, path)).status).toBe(404);
  });

  it('raises the owner’s version with every write, and never for a read or a refused write', async () => {
    const user = await createUser(app);
    const database = app.app.get(DataSource);
    const version = async () =>
      (
        await database.query<{ v: string }[]>(
          'SELECT public_version::text AS v FROM users WHERE id = $1',
          [user.id],
        )
      )[0]?.v;
    const before = await version();
    await requestJson(user.session, user.url('/api/packs'));
    const hog = await requestJson(user.session, user.url('/api/hog'), 'POST', {
      events: [{ event: '$pageview', distinctId: user.id }],
    });
    expect(hog.status).toBe(202);
    expect(await version()).toBe(before);
    expect((await patch(app, user, '/api/account', { weightUnit: 'stone' })).status).toBe(400);
    expect(await version()).toBe(before);
    await createPack(app, user.session, { name: 'One more' });
    expect(Number(await version())).toBe(Number(before) + 1);
  });

  it('lets any site frame the embed, and no site frame anything else', async () => {
    const embed = await visit(app, '/u/ada/pack/sierra-high-route/embed');
    expect(embed.status).toBe(200);
    expect(directives(embed.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(
      ['*'],
    );
    expect(embed.headers.get('x-frame-options')).toBeNull();
    // The rest of the policy is the app's.
    expect(directives(embed.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
      THEME_SCRIPT_SOURCE,
    ]);
    expect(rootOf(embed.body)).toContain('Sierra High Route');
    expect(embed.body).toContain(
      `<link rel="canonical" href="${app.baseUrl}/u/ada/pack/sierra-high-route">`,
    );

    for (const path of ['/u/ada/pack/sierra-high-route', '/u/ada', '/gear', '/api/health']) {
      const page = await visit(app, path);
      expect(
        directives(page.headers.get('content-security-policy')).get('frame-ancestors'),
        path,
      ).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('hands a signed-in session the app, which shows the page in its layout', async () => {
    const index = readFileSync(join(REPO_ROOT, 'dist/client/index.html'), 'utf8');
    for (const path of [
      '/u/ada',
      '/u/ada/pack/sierra-high-route',
      `/u/ada/trip/${trip.id}`,
      '/u/nobody',
    ]) {
      const response = await stranger.session.fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(index);
    }
    // Except the embed: other sites frame it, where no session comes; it is the same for all.
    const embed = await stranger.session.fetch(`${app.baseUrl}/u/ada/pack/sierra-high-route/embed`);
    expect(rootOf(await embed.text())).toContain('Sierra High Route');
  });

  it('answers every missing page with the very same 404 document, whatever is missing', async () => {
    const hidden = await createPack(app, owner.session, {
      name: 'Secret stash',
      slug: 'secret-stash',
    });
    const hiddenTrip = await createTrip(app, owner.session, { name: 'Secret trip' });
    await ok(patch(app, stranger, '/api/account', { username: 'bob-old', profilePublic: true }));
    await publicPack(app, stranger, 'Bob’s pack', 'bobs-pack');
    expect((await visit(app, '/u/bob-old/pack/bobs-pack')).status).toBe(200);
    expect((await visit(app, '/u/bob-old')).status).toBe(200);
    // Renamed: the old address is gone at once (the cached pages with it).
    await ok(patch(app, stranger, '/api/account', { username: 'bob-new' }));
    expect((await visit(app, '/u/bob-new/pack/bobs-pack')).status).toBe(200);
    // A private profile, whose pack stays public.
    await ok(patch(app, stranger, '/api/account', { profilePublic: false }));
    expect((await visit(app, '/u/bob-new/pack/bobs-pack')).status).toBe(200);

    const missing = {
      'private pack': `/u/ada/pack/${hidden.slug}`,
      'private pack embed': `/u/ada/pack/${hidden.slug}/embed`,
      'private trip': `/u/ada/trip/${hiddenTrip.id}`,
      'private profile': '/u/bob-new',
      'another user’s slug': '/u/ada/pack/bobs-pack',
      'another user’s trip': `/u/bob-new/trip/${trip.id}`,
      'unknown username': '/u/nobody-here',
      'renamed username': '/u/bob-old',
      'renamed username’s pack': '/u/bob-old/pack/bobs-pack',
      'malformed trip id': '/u/ada/trip/not-a-uuid',
      'malformed slug': '/u/ada/pack/%E2%80%AE%3Cx%3E',
      'malformed username': `/u/${'x'.repeat(300)}`,
      'script in the address': '/u/%3Cscript%3Ealert(1)%3C%2Fscript%3E/pack/%22%3E%3Cb%3E',
    };
    const pages = await Promise.all(Object.values(missing).map((path) => visit(app, path)));
    const reference = pages[0]?.body ?? '';
    expect(reference).toContain('<meta name="robots" content="noindex">');
    expect(reference).toContain('Not Found');
    expect(reference).not.toMatch(/ada|bob|secret|script%3E/i);
    Object.keys(missing).forEach((name, index) => {
      const page = pages[index];
      expect(page?.status, name).toBe(404);
      expect(page?.headers.get('x-robots-tag'), name).toBe('noindex');
      expect(page?.headers.get('content-type'), name).toBe('text/html; charset=utf-8');
      expect(page?.body === reference, name).toBe(true);
    });
  });

  // The embedded database belongs to one process: only PostgreSQL can be shared.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('on two servers sharing one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await startSecondServer(app);
    });
    afterAll(() => second.stop());

    it('shows on the other server at once what an owner makes private, renames or deletes', async () => {
      const user = await createUser(app);
      await ok(patch(app, user, '/api/account', { username: 'dora-two', profilePublic: true }));
      const first = await publicPack(app, user, 'First pack', 'first-pack');
      const gone = await createPack(app, user.session, { name: 'Gone pack', slug: 'gone-pack' });
      await ok(patch(app, user, `/api/packs/${gone.id}`, { isPublic: true }));
      const walk = await createTrip(app, user.session, { name: 'Two-server walk' });
      await ok(patch(app, user, `/api/trips/${walk.id}`, { isPublic: true }));
      const paths = [
        '/u/dora-two',
        '/u/dora-two/pack/first-pack',
        '/u/dora-two/pack/gone-pack',
        `/u/dora-two/trip/${walk.id}`,
      ];
      // Read twice on the second server: the second answer is its cache's.
      for (const path of [...paths, ...paths]) expect((await visit(second, path)).status).toBe(200);

      await ok(patch(app, user, `/api/packs/${first.id}`, { isPublic: false }));
      expect((await visit(second, '/u/dora-two/pack/first-pack')).status).toBe(404);
      await ok(requestJson(user.session, `${app.baseUrl}/api/packs/${gone.id}`, 'DELETE'));
      expect((await visit(second, '/u/dora-two/pack/gone-pack')).status).toBe(404);
      await ok(patch(app, user, `/api/trips/${walk.id}`, { name: 'Renamed walk' }));
      expect(rootOf((await visit(second, `/u/dora-two/trip/${walk.id}`)).body)).toContain(
        'Renamed walk',
      );
      await ok(patch(app, user, '/api/account', { username: 'dora-renamed' }));
      expect((await visit(second, '/u/dora-two')).status).toBe(404);
      expect((await visit(second, `/u/dora-two/trip/${walk.id}`)).status).toBe(404);
      expect((await visit(second, '/u/dora-renamed')).status).toBe(200);
    });
  });
});

describe('public pages with hostile text', () => {
  const { app } = setupApi({ users: 0 });

  /** Each a value to try in every text a user types, all within the fields' limits. */
  const HOSTILE = [
    `</script><script>window.__xss=1</script>`,
    `"><img src=x onerror="window.__xss=1">`,
    `'; window.__xss=1; '<!--`,
  ];

  it.each(HOSTILE)(
    'renders %s as text everywhere, and the data reads back the same',
    async (text) => {
      const user = await createUser(app);
      const username = `x${Math.random().toString(36).slice(2, 10)}`;
      await ok(
        patch(app, user, '/api/account', {
          username,
          firstName: text.slice(0, 50),
          lastName: text.slice(0, 50),
          profilePublic: true,
        }),
      );
      const category = await createCategory(app, user.session, { name: text });
      const item = await createItem(app, user.session, {
        name: text,
        brand: text,
        notes: text,
        url: 'https://example.com/tent',
        categoryId: category.id,
      });
      // The API refuses a javascript: address; one written before that rule is still there.
      await app.app
        .get(DataSource)
        .query(`UPDATE gear_items SET url = 'javascript:window.__xss=1' WHERE id = $1`, [item.id]);
      const bundle = await createBundle(app, user.session, { name: text, description: text });
      const inBundle = await createItem(app, user.session, { name: text, brand: text });
      await addToBundle(app, user.session, bundle.id, inBundle.id);
      const pack = await createPack(app, user.session, {
        name: text,
        description: text,
        slug: 'hostile',
      });
      await addLine(app, user.session, pack.id, { gearItemId: item.id });
      await addLine(app, user.session, pack.id, { bundleId: bundle.id });
      await ok(patch(app, user, `/api/packs/${pack.id}`, { isPublic: true }));
      const trip = await createTrip(app, user.session, { name: text });
      await addTripWaypoint(app, user.session, trip.id, { name: text });
      await ok(patch(app, user, `/api/trips/${trip.id}`, { isPublic: true, description: text }));

      const paths = [
        `/u/${username}`,
        `/u/${username}/pack/hostile`,
        `/u/${username}/pack/hostile/embed`,
        `/u/${username}/trip/${trip.id}`,
      ];
      for (const path of paths) {
        const page = await visit(app, path);
        expect(page.status, path).toBe(200);
        // Only the app's three scripts: the theme, the module, the data.
        expect(page.body.match(/<script/gi), path).toHaveLength(3);
        expect(page.body, path).not.toContain('<script>window.__xss');
        expect(page.body, path).not.toContain('<img src=x');
        expect(page.body, path).not.toMatch(/href="javascript:/i);
        // No comment opened by user text (React writes empty ones between adjacent texts).
        expect(page.body.replaceAll('<!-- -->', ''), path).not.toContain('<!--');
        const data = JSON.stringify(dataOf(page.body));
        expect(data, path).toContain(JSON.stringify(text).slice(1, -1));
      }
      const packData = dataOf((await visit(app, `/u/${username}/pack/hostile`)).body) as {
        pack: {
          name: string;
          description: string;
          categories: {
            name: string;
            lines: {
              item?: { name: string; brand?: string; description?: string };
              bundle?: {
                name: string;
                description: string;
                items: { name: string; brand: string }[];
              };
            }[];
          }[];
        };
      };
      expect(packData.pack.name).toBe(text);
      expect(packData.pack.description).toBe(text);
      expect(packData.pack.categories[0]?.name).toBe(text);
      const lines = packData.pack.categories.flatMap((c) => c.lines);
      expect(lines.find((l) => l.item)?.item).toMatchObject({
        name: text,
        brand: text,
        description: text,
      });
      expect(lines.find((l) => l.bundle)?.bundle).toMatchObject({
        name: text,
        description: text,
        items: [{ name: text, brand: text }],
      });
      const tripData = dataOf((await visit(app, `/u/${username}/trip/${trip.id}`)).body) as {
        trip: {
          name: string;
          description: string;
          waypoints: { name: string }[];
          owner: { displayName: string };
        };
      };
      expect(tripData.trip).toMatchObject({
        name: text,
        description: text,
        waypoints: [{ name: text }],
      });
      expect(tripData.trip.owner.displayName.startsWith(text.slice(0, 50).trim())).toBe(true);
    },
  );
});
