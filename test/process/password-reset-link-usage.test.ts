import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '@test/support/built-server.js';
import { migratedDataDir } from '@test/support/migrated-data-dir.js';
import { runCommand } from './password-reset-link.helpers.js';

// Apart from password-reset-link.test.ts (which starts the server twice), so that neither file
// passes a minute on a slow 2-core machine.

describe('npm run password-reset-link, used wrongly', () => {
  let dataDir: string;
  beforeAll(async () => {
    assertBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-reset-link-usage-'));
    // Migrated already: the command's subject here is its usage, not a first start.
    await migratedDataDir(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('says how it is used, and what went wrong, with a non-zero exit', async () => {
    expect(await runCommand([], { DATA_DIR: dataDir })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Usage: npm run password-reset-link -- someone@example.com\n',
    });
    const unknown = await runCommand(['nobody@example.com'], { DATA_DIR: dataDir });
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No link made. No account uses nobody@example.com on this server.\n',
    });
    const badConfig = await runCommand(['a@example.com'], { DATA_DIR: dataDir, SMTP_URL: 'x' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toMatch(/SMTP_URL="x": must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
});
