import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertBuilt,
  bindFreePort,
  runBuiltServer,
  waitForHealthy,
  type BuiltServer,
} from '@test/support/built-server.js';
import { signUp } from '@test/support/sign-in.js';
import { runCommand } from './password-reset-link.helpers.js';
import { migratedDataDir } from '@test/support/migrated-data-dir.js';

async function stop(server: BuiltServer): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('npm run password-reset-link', () => {
  let dataDir: string;
  beforeAll(async () => {
    assertBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-reset-link-'));
    // Migrated already: a first start on an empty directory is server-process.test.ts's.
    await migratedDataDir(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints a link for an account once the server has let go of the embedded database', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const socket = await bindFreePort();
    const server = runBuiltServer({ ...env, PUBLIC_URL: socket.url }, socket);
    await waitForHealthy(socket.url, server);
    const { account } = await signUp(socket.url);

    const whileRunning = await runCommand([account.email], { ...env, PUBLIC_URL: socket.url });
    expect(whileRunning).toMatchObject({ code: 1, stdout: '' });
    expect(whileRunning.stderr).toMatch(
      /^No link made\. The embedded database in .* is open in another process: a Packtrail server is probably running on it\./,
    );
    await stop(server);

    const made = await runCommand([account.email], { ...env, PUBLIC_URL: socket.url });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toBe(
      `A password reset link for ${account.email}; it works once, for 30 minutes:\n`,
    );
    const link = made.stdout.trim();
    expect(made.stdout).toBe(`${link}\n`);
    expect(link).toMatch(new RegExp(`^${socket.url}/oidc/password/reset/[\\w-]{43}$`));

    // The link opens the reset form on the server started again (on a port of its own now).
    const again = await bindFreePort();
    const restarted = runBuiltServer({ ...env, PUBLIC_URL: again.url }, again);
    try {
      await waitForHealthy(again.url, restarted);
      const form = await fetch(link.replace(socket.url, again.url));
      expect(form.status).toBe(200);
      expect(await form.text()).toContain('<h1>Choose a new password</h1>');
    } finally {
      await stop(restarted);
    }
    // Two server starts and two commands, each opening the database: a minute on a busy machine.
  }, 180_000);
});
