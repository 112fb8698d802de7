import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSecretKeys, SECRET_KEY_BYTES, type SecretKey } from './secret-box.js';

const KEY_FILE = 'secrets-key';
const LOCAL_KEY_ID = 'local';

/**
 * SECRETS_KEYS when set; otherwise a key made on first start and kept in `DATA_DIR/secrets-key`
 * (readable by the owner only), as the session secret is: one server's secrets survive its
 * restarts. Servers sharing a database must share their keys, so they set SECRETS_KEYS.
 */
export async function resolveSecretKeys(
  configured: string | undefined,
  dataDir: string,
): Promise<SecretKey[]> {
  if (configured) return parseSecretKeys(configured);
  const file = join(dataDir, KEY_FILE);
  const stored = await readStored(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const line = `${LOCAL_KEY_ID}:${randomBytes(SECRET_KEY_BYTES).toString('base64')}`;
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  try {
    await writeFile(file, `${line}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readStored(file);
    if (theirs) return theirs;
    throw new Error(`${file} holds no key`, { cause: error });
  }
  return parseSecretKeys(line);
}

async function readStored(file: string): Promise<SecretKey[] | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text ? parseSecretKeys(text) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
