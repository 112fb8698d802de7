import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURES, PLAN_NAMES } from '@server/domain/plans.js';
import { setupApi } from '@test/support/api-fixture.js';
import { REPO_ROOT } from '@test/support/built-server.js';

/**
 * The start page (/) and /marketing as the server renders them for a visitor: whole documents
 * that read without JavaScript (the words, the plans, the screenshots with their text), indexed,
 * with nothing loaded but one small script and the screenshots; a signed-in session gets the
 * app. They render with the built renderer and the site's manifest (build:client).
 */

const BUILT = ['dist/ssr/public-render.js', 'dist/client/.vite/site-manifest.json'];

beforeAll(() => {
  const missing = BUILT.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`${missing.join(' and ')} is missing: run npm run build:client first.`);
  }
});

const PAGES = [
  { path: '/', heading: 'Plan lighter. Pack smarter.', title: 'Packtrail' },
  { path: '/marketing', heading: 'Why Packtrail', title: 'Why Packtrail · Packtrail' },
];

/** Every value of `attribute` on `tag` elements, in order. */
function attributes(html: string, tag: string, attribute: string): string[] {
  const values: string[] = [];
  for (const element of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    // React writes some names in camel case (srcSet); HTML's names ignore case.
    const value = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(element[0]);
    values.push(value?.[1] ?? '');
  }
  return values;
}

/** GET with gzip accepted, the body as it came (fetch would unpack it). */
function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The document's text as a reader without JavaScript or CSS gets it. */
const textOf = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the start page and /marketing', () => {
  const { app, owner } = setupApi({ users: 1 });
  const documents = new Map<string, { headers: Headers; body: string }>();

  beforeAll(async () => {
    for (const { path } of PAGES) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      documents.set(path, { headers: response.headers, body: await response.text() });
    }
  });

  const documentOf = (path: string) => {
    const found = documents.get(path);
    if (!found) throw new Error(`${path} was not fetched`);
    return found;
  };

  it.each(PAGES)('$path reads whole without JavaScript: the words and the plans', (page) => {
    const { body } = documentOf(page.path);
    expect(body).toContain('<div id="root" data-server-rendered>');
    expect(body).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
    expect(body).toContain(`<title>${page.title}</title>`);
    const text = textOf(body);
    for (const name of Object.values(PLAN_NAMES)) expect(text).toContain(name);
    for (const feature of PLAN_FEATURES) expect(text).toContain(feature.title);
    expect(text).toContain('npm install');
    // Nothing to hydrate: no page data, and no React.
    expect(body).not.toContain('public-page-data');
    expect(body).not.toContain('modulepreload');
  });

  it.each(PAGES)('$path links only to pages that answer', async ({ path }) => {
    const links = new Set(attributes(documentOf(path).body, 'a', 'href'));
    expect([...links].sort()).toEqual(expect.arrayContaining(['/login', '#main']));
    for (const link of links) {
      if (link.startsWith('#')) continue;
      expect(link, `${path} links to ${link}`).toMatch(/^\/(?!\/)/);
      const response = await fetch(`${app.baseUrl}${link}`, { redirect: 'manual' });
      // /login as a page load goes on to the provider at once.
      expect(response.status, link).toBe(link === '/login' ? 302 : 200);
    }
  });

  it.each(PAGES)(
    '$path shows screenshots that exist, each with its text and its size',
    async ({ path }) => {
      const { body } = documentOf(path);
      const alts = attributes(body, 'img', 'alt');
      expect(alts.length).toBeGreaterThanOrEqual(2);
      for (const alt of alts) expect(alt.length).toBeGreaterThan(20);
      for (const size of [
        ...attributes(body, 'img', 'width'),
        ...attributes(body, 'img', 'height'),
      ])
        expect(Number(size)).toBeGreaterThan(0);
      const files = [
        ...attributes(body, 'img', 'src'),
        ...[...attributes(body, 'img', 'srcset'), ...attributes(body, 'source', 'srcset')].flatMap(
          (set) => set.split(',').map((entry) => entry.trim().split(' ')[0] ?? ''),
        ),
      ];
      for (const file of new Set(files)) {
        expect(file).toMatch(/^\/screenshots\/[a-z-]+\.webp$/);
        const response = await fetch(`${app.baseUrl}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type'), file).toBe('image/webp');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      }
      // Only the first view's own picture is fetched at once; the others as they come near.
      expect(attributes(body, 'img', 'fetchpriority').filter((v) => v === 'high')).toHaveLength(1);
    },
  );

  it.each(PAGES)('$path says what it is to search engines and link previews', ({ path }) => {
    const { headers, body } = documentOf(path);
    expect(headers.get('x-robots-tag')).toBeNull();
    expect(body).not.toContain('name="robots"');
    expect(body).toContain(`<link rel="canonical" href="${app.baseUrl}${path}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(body)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(80);
    expect(body).toContain(
      `<meta property="og:image" content="${app.baseUrl}/screenshots/pack-light.webp">`,
    );
  });

  it('inlines the styles and the theme script the policy allows, and loads one small script', () => {
    const { headers, body } = documentOf('/');
    const scripts = attributes(body, 'script', 'src').filter((src) => src !== '');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/site-main-[\w-]+\.js$/);
    const built = readFileSync(join(REPO_ROOT, 'dist/client', scripts[0] ?? ''));
    // The start rule, analytics and the theme: no React.
    expect(built.length).toBeLessThan(8_000);
    expect(body).not.toContain('rel="stylesheet"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('revalidates cheaply and sends the document compressed', async () => {
    const first = documentOf('/marketing');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    // Through node:http: fetch adds Cache-Control: no-cache to a conditional request.
    const again = await getRaw(`${app.baseUrl}/marketing`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const zipped = await getRaw(`${app.baseUrl}/marketing`);
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(first.body);
  });

  it('hands a signed-in session the app (which sends the user home from /)', async () => {
    const index = readFileSync(join(REPO_ROOT, 'dist/client/index.html'), 'utf8');
    for (const { path } of PAGES) {
      const response = await owner.session.fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(index);
    }
  });
});
