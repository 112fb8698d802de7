import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET when set; otherwise a random secret made on first start and kept in
 * `DATA_DIR/session-secret` (readable by the owner only), so sessions survive restarts.
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
