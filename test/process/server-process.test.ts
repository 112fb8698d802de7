import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindFreePort, runBuiltServer, waitForHealthy } from '@test/support/built-server.js';

// The first start on an empty directory is this file's; the restart in place with glibc's
// malloc settings is server-process-malloc.test.ts's (apart so neither nears the 60 s limit).
describe('the production server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-process-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad variable, naming it', async () => {
    const server = runBuiltServer({ PORT: 'eighty', LOG_LEVEL: 'chatty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/PORT="eighty"/);
    expect(server.output()).toMatch(/LOG_LEVEL="chatty"/);
  });

  it('logs JSON lines with a request id, and shuts down cleanly on SIGTERM', async () => {
    const socket = await bindFreePort();
    const baseUrl = socket.url;
    const server = runBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, socket);
    await waitForHealthy(baseUrl, server);
    const response = await fetch(`${baseUrl}/api/health`, {
      headers: { 'X-Request-Id': 'trace-42' },
    });
    expect(response.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { msg?: string; req?: { id?: string; url?: string } });
    expect(lines.find((line) => line.req?.id === 'trace-42')?.req?.url).toBe('/api/health');
    const messages = lines.map((line) => line.msg);
    expect(lines.find((line) => line.msg?.startsWith('Packtrail is listening'))?.msg).toBe(
      `Packtrail is listening on http://localhost:${socket.port}`,
    );
    expect(messages).toContain('Shutting down');
    expect(messages.at(-1)).toBe('Shut down cleanly');
  });
});
