import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigModule } from '@server/config/config.module.js';
import { ConfigError, loadConfig } from '@server/config/load-config.js';
import { HttpClientModule } from './http-client.module.js';
import { OutboundHttpClient } from './outbound-http-client.js';

const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('HttpClientModule', () => {
  const userAgents: (string | undefined)[] = [];
  const upstream = createServer((request, response) => {
    userAgents.push(request.headers['user-agent']);
    response.end('ok');
  });
  let upstreamUrl: string;

  beforeAll(async () => {
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));

  it("gives one client that names the app, its address and its operator's contact", async () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://trail.example.com',
      OUTBOUND_USER_AGENT_CONTACT: 'ops@example.com',
    });
    @Module({ imports: [ConfigModule.forRoot(config), HttpClientModule] })
    class RootModule {}
    const context = await NestFactory.createApplicationContext(RootModule, { logger: false });

    const http = context.get(OutboundHttpClient);
    await http.get(upstreamUrl, { upstream: 'stand-in' });
    await context.close();

    // Closed with the app: its connections are gone.
    await expect(http.get(upstreamUrl, { upstream: 'stand-in', retries: 0 })).rejects.toMatchObject(
      { kind: 'network' },
    );
    expect(userAgents).toEqual([
      `Packtrail/${version} (+https://trail.example.com; ops@example.com)`,
    ]);
  });

  it('refuses a contact that would break the User-Agent', () => {
    expect(() => loadConfig({ OUTBOUND_USER_AGENT_CONTACT: 'ops (at) example.com' })).toThrow(
      ConfigError,
    );
  });
});
