import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startTestApp } from '@test/support/test-app.js';

describe('GET /api/health', () => {
  const { app } = setupApi({ users: 0 });

  it('reports ok and the database it checked', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const expectedKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'embedded';
    expect(await response.json()).toEqual({
      status: 'ok',
      database: { kind: expectedKind, status: 'up' },
    });
  });

  it('answers 503 with the database down once the database stops answering', async () => {
    const other = await startTestApp();
    // Close the pool under the app: the check's query now fails.
    await other.app.get((await import('typeorm')).DataSource).destroy();
    const response = await fetch(`${other.baseUrl}/api/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ status: 'error', database: { status: 'down' } });
    await other.app.close();
    await other.database.stop();
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const kept = await fetch(`${app.baseUrl}/api/health`, {
      headers: { 'X-Request-Id': 'abc-123' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(`${app.baseUrl}/api/health`, {
      headers: { 'X-Request-Id': 'bad id with spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an idle connection open longer than a proxy in front of it would', async () => {
    // Node's own 5 s lets a proxy or client reuse a socket just as the server closes it.
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      get(`${app.baseUrl}/api/health`, { headers: { connection: 'keep-alive' } }, (response) => {
        response.resume();
        resolve(response.headers['keep-alive']?.toString());
      }).on('error', reject);
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('closes at once on shutdown, though a client keeps its connection open', async () => {
    const other = await startTestApp();
    const agent = new Agent({ keepAlive: true });
    // Shutdown begins while a request is being answered: its connection is busy then, and idle
    // only after the answer, held open by the agent for the keep-alive time (65 s, past this
    // test's limit) unless the closing server closes it.
    let stopping: Promise<void> | undefined;
    other.app.getHttpServer().once('request', () => {
      stopping = other.stop();
    });
    await new Promise<void>((resolve, reject) => {
      get(`${other.baseUrl}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      }).on('error', reject);
    });
    expect(stopping).toBeDefined();
    await stopping;
    agent.destroy();
  });
});
