import express from 'express';
import { DataSource } from 'typeorm';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { AppConfig } from '@server/config/app-config.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import { reservePort } from '../listener.js';
import { startTestApp } from '../test-app.js';

export interface HostedProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/**
 * A separately started OpenID Connect provider on its own port and database, playing an
 * external hosted provider (Keycloak, Auth0, ...) for an app at `appUrl`: the same
 * oidc-provider code as the built-in one, with the app's callback registered as its client's.
 */
export async function startHostedProvider(appUrl: string): Promise<HostedProvider> {
  const home = await startTestApp(); // only for its migrated database
  const port = await reservePort();
  const config = Object.assign(new AppConfig(), home.app.get(AppConfig), { PUBLIC_URL: port.url });
  const service = new BuiltinProviderService(
    config,
    home.app.get(DataSource),
    home.app.get(DatabaseOutage),
  );
  Object.defineProperty(service, 'redirectUri', { value: `${appUrl}/auth/callback` });
  await service.start();
  const server = await port.serve(express().use('/oidc', service.handler()));
  return {
    issuer: service.issuer,
    clientId: service.clientId,
    clientSecret: await service.clientSecret(),
    stop: async () => {
      await service.onModuleDestroy();
      await new Promise((resolve) => server.close(resolve));
      await home.stop();
    },
  };
}
