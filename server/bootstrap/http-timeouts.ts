import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * idle timeout of the proxies put in front of a server (60 s for nginx's upstream keep-alive
 * and AWS's load balancers), so a proxy or a client reusing a connection just as the server
 * closes it gets a reset instead of an answer. The server must outlast them.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Node requires the headers' timeout to exceed the keep-alive one, or it cuts live sockets. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export function applyHttpTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/** How often a closing server closes the connections that have gone idle since it began. */
const IDLE_SWEEP_MS = 50;

/**
 * Runs `close` (which stops the server listening and waits for its connections to end) while
 * closing each keep-alive connection as soon as it is idle. Node closes those idle when closing
 * begins, but one busy then goes idle after its answer and would be waited for until its
 * keep-alive time ran out: a minute at every shutdown.
 */
export async function closingIdleConnections<T>(
  server: Server,
  close: () => Promise<T>,
): Promise<T> {
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    return await close();
  } finally {
    clearInterval(sweep);
  }
}
