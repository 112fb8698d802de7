import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

export function assertBuilt(): void {
  if (!existsSync(BUILT_SERVER))
    throw new Error('dist/server/main.js is missing: run npm run build first');
}

/**
 * A port nobody listens on right now. Only for an address that must stay closed: a server of
 * the test's own binds port 0 itself (listenOnFreePort, bindFreePort), as picking a port and
 * binding it later races the other test servers on a busy machine.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A listening loopback socket on a port the system chose, to hand to a server process. */
export interface BoundSocket {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The socket's file descriptor in this process. */
  fd: number;
  /** Closes this process's copy (the child keeps its own). */
  close(): Promise<void>;
}

export async function bindFreePort(): Promise<BoundSocket> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // Node keeps the descriptor on the handle; it is what the child inherits.
  const { fd } = (server as unknown as { _handle: { fd: number } })._handle;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    fd,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * How a child server receives a bound socket: as its descriptor 3 with LISTEN_FDS=1, systemd's
 * socket activation (server/bootstrap/listen.ts).
 */
export const passSocket = (socket: BoundSocket) => ({
  env: { LISTEN_FDS: '1' },
  stdio: ['ignore', 'pipe', 'pipe', socket.fd] as ['ignore', 'pipe', 'pipe', number],
});

export interface BuiltServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface BuiltServerOptions {
  /** Options for the server's node, before the script (`--import` of a preloaded module). */
  nodeArgs?: string[];
  /** An IPC channel to the server (`child.send`, its `process.send`). */
  ipc?: boolean;
}

/**
 * Runs the production build (`node dist/server/main.js`) with the given environment, listening
 * on `socket` when one is given (else on its PORT).
 */
export function runBuiltServer(
  env: NodeJS.ProcessEnv,
  socket?: BoundSocket,
  { nodeArgs = [], ipc = false }: BuiltServerOptions = {},
): BuiltServer {
  assertBuilt();
  const passed = socket && passSocket(socket);
  const stdio = passed?.stdio ?? ['ignore', 'pipe', 'pipe'];
  const child = spawn(process.execPath, [...nodeArgs, BUILT_SERVER], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env, ...passed?.env },
    stdio: ipc ? [...stdio, 'ipc'] : stdio,
  });
  // The child holds its own copy of the socket now.
  void socket?.close();
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': a process can exit before its last lines have been read from the
  // pipes, and a test reading output() after `exited` must see every line.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Polls /api/health until it answers 200, the process exits, or the deadline passes. */
export async function waitForHealthy(baseUrl: string, server: BuiltServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
