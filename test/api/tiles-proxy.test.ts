import { afterAll, describe, expect, it, vi } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startForwardProxy, type ForwardProxy } from '@test/support/forward-proxy.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';

/**
 * The tile proxy's calls go through the forward proxy the environment names, as every outbound
 * call does. The variables are read when the app's outbound client is made, so each case boots
 * an app of its own with them set.
 */
const PROXY_VARIABLES = [
  'http_proxy',
  'HTTP_PROXY',
  'https_proxy',
  'HTTPS_PROXY',
  'no_proxy',
  'NO_PROXY',
];

/** Sets exactly these proxy variables for the next app, clearing the rest (the machine's own). */
function proxyEnvironment(variables: Record<string, string>) {
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, variables[name]);
}

function proxiedApp(
  variables: (proxy: ForwardProxy) => Record<string, string>,
  env: (standIn: TileStandIn) => NodeJS.ProcessEnv = (standIn) => standIn.env,
) {
  const servers: { standIn?: TileStandIn; proxy?: ForwardProxy } = {};
  afterAll(async () => {
    vi.unstubAllEnvs();
    await servers.standIn?.close();
    await servers.proxy?.close();
  });
  const { app } = setupApi(async () => {
    servers.standIn = await startTileStandIn();
    servers.proxy = await startForwardProxy();
    proxyEnvironment(variables(servers.proxy));
    return { env: env(servers.standIn), users: 0 };
  });
  return { app, servers: servers as Required<typeof servers> };
}

describe('tiles behind HTTP_PROXY', () => {
  const { app, servers } = proxiedApp((proxy) => ({ HTTP_PROXY: proxy.url }));

  it('fetches the upstream through the proxy, with the app’s User-Agent', async () => {
    const response = await fetch(`${app.baseUrl}/api/tiles/standard/4/7/5`);
    expect(response.status).toBe(200);
    expect(servers.proxy.seen).toEqual([`${servers.standIn.url}/standard/4/7/5.png`]);
    expect(servers.standIn.requests[0]?.headers['user-agent']).toMatch(/^Packtrail\//);
  });
});

describe('tiles behind HTTP_PROXY with NO_PROXY naming the upstream', () => {
  const { app, servers } = proxiedApp((proxy) => ({
    HTTP_PROXY: proxy.url,
    NO_PROXY: 'localhost,127.0.0.1',
  }));

  it('goes straight to the upstream', async () => {
    expect((await fetch(`${app.baseUrl}/api/tiles/standard/4/7/6`)).status).toBe(200);
    expect(servers.proxy.seen).toEqual([]);
    expect(servers.standIn.requests).toHaveLength(1);
  });
});

describe('tiles from an https upstream behind HTTPS_PROXY', () => {
  // An https template the proxy is asked to tunnel to (and refuses: no TLS needed to see it).
  const { app, servers } = proxiedApp(
    (proxy) => ({ HTTPS_PROXY: proxy.url }),
    (standIn) => ({
      ...standIn.env,
      TILES_STANDARD_URL: 'https://tiles.packtrail.test/{z}/{x}/{y}.png',
    }),
  );

  it('asks the proxy for a tunnel to the upstream, and answers 502 when it is refused', async () => {
    const response = await fetch(`${app.baseUrl}/api/tiles/standard/4/7/7`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'TILE_UNAVAILABLE' });
    expect(servers.proxy.seen[0]).toBe('tiles.packtrail.test:443');
    expect(servers.standIn.requests).toEqual([]);
  });
});
