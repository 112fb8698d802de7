import { execFile } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const execFileAsync = promisify(execFile);

/**
 * Fills the empty `dataDir` with a copy of the run's migrated embedded database
 * (`embedded-template-setup.ts`), so a built server started on it skips PGlite's initdb, the
 * migrations, the provider's keys and the job queue's schema: about 9 s of a busy machine's
 * 18 s first start. For tests whose subject is not the first start.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const template = inject('embeddedDatabaseTemplate');
  if (process.platform === 'win32') await cp(template, dataDir, { recursive: true });
  else await execFileAsync('cp', ['-R', `${template}/.`, dataDir]);
}
