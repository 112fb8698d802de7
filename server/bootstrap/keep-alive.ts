import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the pools
 * that reuse connections to the app (a reverse proxy's upstream pool, commonly 60 s; an HTTP
 * client's agent). With Node's default of 5 s the server closed connections those pools still
 * counted as open, and a request sent on one as it closed failed with ECONNRESET (or a 502 from
 * the proxy).
 */
export const IDLE_KEEP_ALIVE_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  // A request's headers may take as long; Node wants this at least the keep-alive timeout.
  server.headersTimeout = IDLE_KEEP_ALIVE_MS + 1_000;
}
