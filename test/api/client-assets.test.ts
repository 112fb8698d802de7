import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAssets } from '@server/bootstrap/client-assets.js';

const INDEX = '<!doctype html><div id="root"></div>';

describe('serving the built client', () => {
  let directory: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'packtrail-client-'));
    await mkdir(join(directory, 'assets'));
    await writeFile(join(directory, 'index.html'), INDEX);
    await writeFile(join(directory, 'assets', 'index-AbC123.js'), 'console.log(1)');
    await writeFile(join(directory, 'favicon.svg'), '<svg/>');
    const app = express();
    app.use(...clientAssets(directory));
    app.use((_request, response) => response.status(404).json({ statusCode: 404 }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(directory, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await fetch(`${url}/assets/index-AbC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files outside /assets', async () => {
    const response = await fetch(`${url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/gear', '/packs/abc/checklist', '/u/alice/pack/my-pack', '/no/such/page'])(
    'answers the page %s with index.html, never cached',
    async (path) => {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(['/api/unknown', '/api', '/oidc/auth', '/assets/missing-123.js', '/robots.txt'])(
    'leaves %s to the server (no page fallback)',
    async (path) => {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    },
  );

  it('does not answer a POST with the page', async () => {
    const response = await fetch(`${url}/gear`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
