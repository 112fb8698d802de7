import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer } from 'node:net';

/**
 * A loopback port the system chose (port 0, read back) and holds for the test: picking a free
 * port and binding it later races every other test server on a busy machine (EADDRINUSE);
 * binding first and building the server for the port it got cannot.
 */
export interface ReservedPort {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /**
   * Makes `server` listen on the port: the first time on the reserved socket itself (handed
   * over, so the port is never free), later (after that server closed) by binding it again.
   */
  listen(server: Server): Promise<void>;
  /** Serves a request handler (an Express app) on the port; answers its server. */
  serve(handler: RequestListener): Promise<Server>;
  /** Lets go of the port if no server took it over. */
  release(): Promise<void>;
}

export async function reservePort(): Promise<ReservedPort> {
  const reserved = createServer();
  await new Promise<void>((resolve, reject) => {
    reserved.once('error', reject);
    reserved.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = reserved.address() as { port: number };
  let handedOver = false;
  const listen = (server: Server) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      if (handedOver) server.listen(port, '127.0.0.1', () => resolve());
      else server.listen(reserved, () => resolve());
      handedOver = true;
    });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    listen,
    serve: async (handler) => {
      const server = createHttpServer(handler);
      await listen(server);
      return server;
    },
    release: async () => {
      if (!handedOver) await new Promise<void>((resolve) => reserved.close(() => resolve()));
    },
  };
}
