import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { REPO_ROOT } from '@test/support/built-server.js';

describe('the HTTP surface every response shares', () => {
  const { app } = setupApi({ users: 0 });

  it('sends a Content-Security-Policy that allows only the app’s own origin', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // And the one script the server-rendered pages hold inline (the theme's), by its hash.
    const theme = readFileSync(join(REPO_ROOT, 'client/public/theme-init.js'));
    expect(directives.get('script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(theme).digest('base64')}'`,
    ]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    for (const values of directives.values()) {
      for (const value of values) expect(value).not.toMatch(/^(https?:|\*)/);
    }
  });

  it('sends the other security headers and hides the framework', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('compresses responses for clients that accept gzip', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs-json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses transparently: the body still parses.
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('publishes the OpenAPI document with the health endpoint', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs-json`);
    const document = (await response.json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(document.info.title).toBe('Packtrail API');
    expect(document.paths).toHaveProperty('/api/health');
  });

  it('serves the API docs page at /api/docs', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Packtrail API');
  });
});
