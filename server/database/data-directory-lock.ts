import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';

/** The embedded database's directory is open in another process (a running server). */
export class DataDirectoryInUseError extends Error {
  constructor(readonly directory: string) {
    super(
      `The embedded database in ${directory} is open in another process: a Packtrail server is ` +
        'probably running on it. Only one process may open it at a time; stop that server first ' +
        '(or use DATABASE_URL, a PostgreSQL server, which any number of processes can share).',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DataDirectoryLock {
  release(): Promise<void>;
}

/** Unix socket paths are limited to about 104 bytes; past that the socket is not possible. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the lock listens: a Unix socket beside the directory (`pglite.lock` by `pglite`: PGlite
 * wants its own directory to itself), which every process and container that opens the
 * directory can reach; a named pipe on Windows, named by the path.
 */
function lockAddress(directory: string): string | undefined {
  if (process.platform === 'win32') {
    const hash = createHash('sha256').update(directory.toLowerCase()).digest('hex').slice(0, 32);
    return `\\\\.\\pipe\\packtrail-db-${hash}`;
  }
  const path = `${directory}.lock`;
  return Buffer.byteLength(path) <= MAX_SOCKET_PATH ? path : undefined;
}

/** Whether a process answers on the lock (a socket file left by a crash answers nothing). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Holds the embedded database's directory for this process. PGlite opens a directory that
 * another process has open without a word, and two of them writing it corrupt it, so the
 * holder listens on a socket in the directory: a second process that reaches it is refused
 * with DataDirectoryInUseError. Unlike a lock file, a holder that crashed leaves nothing that
 * answers, so the next start takes over at once. (A directory path too long for a socket goes
 * unlocked: nothing else would be better than refusing to start.)
 */
export async function lockDataDirectory(directory: string): Promise<DataDirectoryLock> {
  const address = lockAddress(directory);
  if (!address) return { release: () => Promise.resolve() };
  if (await answers(address)) throw new DataDirectoryInUseError(directory);
  // A socket file that answers nothing is left from a process that ended without closing it.
  if (process.platform !== 'win32') await rm(address, { force: true });
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    // Another process took it between the check and now.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new DataDirectoryInUseError(directory);
    }
    throw error;
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
