import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A forward proxy on 127.0.0.1 that records what it is asked: plain-HTTP requests by their
 * absolute URI (which it forwards), and HTTPS tunnels by their CONNECT target (which it refuses
 * with 403: the tests only need to see that the call came this way).
 */
export interface ForwardProxy {
  /** `http://127.0.0.1:<port>`, for HTTP_PROXY or HTTPS_PROXY. */
  url: string;
  /** `GET http://host/path` as the absolute URI, `CONNECT host:443` as `host:443`. */
  seen: string[];
  close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const outbound = forward(request.url ?? '', {
      method: request.method,
      headers: request.headers,
    });
    outbound.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outbound.on('error', () => response.writeHead(502).end());
    request.pipe(outbound);
  });
  server.on('connect', (request, socket) => {
    seen.push(request.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
