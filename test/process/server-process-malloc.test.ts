import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS } from '@server/bootstrap/malloc-settings.js';
import { bindFreePort, runBuiltServer, waitForHealthy } from '@test/support/built-server.js';
import { migratedDataDir } from '@test/support/migrated-data-dir.js';

// Apart from server-process.test.ts (the first start on an empty directory, logs, SIGTERM): this
// server starts twice (once to restart itself in place), on a migrated database.
describe('the production server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-process-malloc-'));
    await migratedDataDir(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.runIf(process.platform === 'linux')(
    'runs with glibc’s malloc settings, restarted in place when started without them',
    async () => {
      // On a port rather than a passed socket, which a restart would close.
      const free = await bindFreePort();
      await free.close();
      const { port, url } = free;
      const env = { DATA_DIR: dataDir, PORT: String(port), MALLOC_ARENA_MAX: '3' };
      const server = runBuiltServer(env);
      await waitForHealthy(url, server);
      const environ = await readFile(`/proc/${server.child.pid}/environ`, 'utf8');
      const variables = new Set(environ.split('\0'));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // The same process (the one started), with the settings; the operator's own value kept.
      expect(variables).toContain('MALLOC_ARENA_MAX=3');
      expect(variables).toContain(
        `MALLOC_MMAP_THRESHOLD_=${MALLOC_SETTINGS.MALLOC_MMAP_THRESHOLD_}`,
      );
      expect(variables).toContain(
        `MALLOC_TRIM_THRESHOLD_=${MALLOC_SETTINGS.MALLOC_TRIM_THRESHOLD_}`,
      );
    },
  );
});
