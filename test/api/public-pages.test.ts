import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { REPO_ROOT } from '@test/support/built-server.js';

/**
 * The server-rendered public pages (server/public-pages/) through real HTTP: the documents,
 * their head, the one 404, the hand-over to the app for a signed-in session, the cache and the
 * embed's headers. They render with the built renderer (dist/ssr, made by npm run build:client).
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

/** The directives of a Content-Security-Policy header by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

const get = (url: string, init?: RequestInit) => fetch(url, { redirect: 'manual', ...init });

describe('public pages: not there', () => {
  const { app, owner } = setupApi({ users: 1 });

  it('answers every missing page with the same 404 document, noindex', async () => {
    const paths = [
      '/u/nobody',
      '/u/nobody/pack/some-pack',
      '/u/nobody/pack/some-pack/embed',
      '/u/nobody/trip/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
      '/u/nobody/trip/not-a-uuid',
      '/u/%3Cscript%3E/pack/%22x%22',
    ];
    const answers = await Promise.all(paths.map((path) => get(`${app.baseUrl}${path}`)));
    const bodies = await Promise.all(answers.map((response) => response.text()));
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<meta name="robots" content="noindex">');
    expect(bodies[0]).not.toContain('nobody');
    expect(owner.id).toBeTruthy();
  });

  it('hands a signed-in session to the app (index.html)', async () => {
    const index = readFileSync(join(REPO_ROOT, 'dist/client/index.html'), 'utf8');
    const response = await owner.session.fetch(`${app.baseUrl}/u/nobody/pack/x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(index);
  });
});
