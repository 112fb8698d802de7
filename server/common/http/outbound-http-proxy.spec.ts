import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboundHttpClient } from './outbound-http-client.js';

interface Listening {
  url: string;
  /** What arrived: for the proxy, the absolute URIs it was asked to forward. */
  seen: string[];
  userAgents: (string | undefined)[];
}

const servers: Server[] = [];
const clients: OutboundHttpClient[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(clients.splice(0).map((client) => client.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(
  handle: (request: IncomingMessage, respond: (status: number, body: Buffer) => void) => void,
): Promise<Listening> {
  const seen: string[] = [];
  const userAgents: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? '');
    userAgents.push(request.headers['user-agent']);
    handle(request, (status, body) => response.writeHead(status).end(body));
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, userAgents };
}

const startUpstream = () => listen((_request, respond) => respond(200, Buffer.from('tile')));

/** A forward proxy: takes `GET http://host/path` and makes the request itself. */
const startProxy = () =>
  listen((request, respond) => {
    const outbound = forward(request.url ?? '', {
      method: request.method,
      headers: request.headers,
    });
    outbound.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => respond(answer.statusCode ?? 502, Buffer.concat(chunks)));
    });
    outbound.on('error', () => respond(502, Buffer.alloc(0)));
    outbound.end();
  });

/** Sets exactly these proxy variables, clearing the rest (the machine may have its own). */
function proxyEnvironment(variables: Record<string, string>) {
  for (const name of [
    'http_proxy',
    'HTTP_PROXY',
    'https_proxy',
    'HTTPS_PROXY',
    'no_proxy',
    'NO_PROXY',
  ]) {
    vi.stubEnv(name, variables[name]);
  }
}

/** A client with the default dispatcher, which reads the proxy variables as it is made. */
function defaultClient(): OutboundHttpClient {
  const client = new OutboundHttpClient({ userAgent: 'Packtrail/test (+http://localhost)' });
  clients.push(client);
  return client;
}

describe('OutboundHttpClient behind a proxy', () => {
  it('sends calls through HTTP_PROXY', async () => {
    const [upstream, proxy] = await Promise.all([startUpstream(), startProxy()]);
    proxyEnvironment({ HTTP_PROXY: proxy.url });

    const response = await defaultClient().get(`${upstream.url}/1/0/0.png`, { upstream: 'tiles' });

    expect(response.body.toString()).toBe('tile');
    expect(proxy.seen).toEqual([`${upstream.url}/1/0/0.png`]);
    expect(proxy.userAgents).toEqual(['Packtrail/test (+http://localhost)']);
    expect(upstream.seen).toEqual(['/1/0/0.png']);
  });

  it('reads the lower-case http_proxy too', async () => {
    const [upstream, proxy] = await Promise.all([startUpstream(), startProxy()]);
    proxyEnvironment({ http_proxy: proxy.url });

    await defaultClient().get(upstream.url, { upstream: 'tiles' });

    expect(proxy.seen).toHaveLength(1);
  });

  it('goes straight to a host NO_PROXY names', async () => {
    const [upstream, proxy] = await Promise.all([startUpstream(), startProxy()]);
    proxyEnvironment({ HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' });

    await defaultClient().get(upstream.url, { upstream: 'tiles' });

    expect(proxy.seen).toEqual([]);
    expect(upstream.seen).toEqual(['/']);
  });

  it('still proxies hosts NO_PROXY does not name', async () => {
    const [upstream, proxy] = await Promise.all([startUpstream(), startProxy()]);
    proxyEnvironment({ HTTP_PROXY: proxy.url, no_proxy: 'tiles.example.com,127.0.0.1:1' });

    await defaultClient().get(upstream.url, { upstream: 'tiles' });

    expect(proxy.seen).toHaveLength(1);
  });

  it('uses no proxy without the variables', async () => {
    const [upstream, proxy] = await Promise.all([startUpstream(), startProxy()]);
    proxyEnvironment({ HTTPS_PROXY: proxy.url }); // for https only; the stand-in speaks http

    await defaultClient().get(upstream.url, { upstream: 'tiles' });

    expect(proxy.seen).toEqual([]);
    expect(upstream.seen).toEqual(['/']);
  });
});
