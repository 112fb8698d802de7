import { Inject, Injectable, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '@server/config/app-config.js';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { discoverEndpoints } from './discovery.js';
import {
  BUILTIN_IDENTITY_ISSUER,
  callbackUrlFor,
  type OidcClientSettings,
} from './oidc-client-settings.js';
import { OidcStrategy } from './oidc.strategy.js';

export const usesBuiltinProvider = (config: AppConfig): boolean =>
  !config.OIDC_ISSUER && !config.OIDC_AUTHORIZATION_URL;

/**
 * The app's OAuth client. Built on first use: the provider's endpoints may need discovery, and
 * the built-in provider is reached on the server's own port, known once it listens.
 */
@Injectable()
export class OidcClientService {
  private strategyPromise?: Promise<OidcStrategy>;
  private identityIssuer?: string;

  constructor(
    private readonly config: AppConfig,
    private readonly httpAdapterHost: HttpAdapterHost,
    @Optional() @Inject(BuiltinProviderService) private readonly builtin?: BuiltinProviderService,
  ) {}

  strategy(): Promise<OidcStrategy> {
    this.strategyPromise ??= this.settings().then((settings) => {
      this.identityIssuer = settings.identityIssuer;
      return new OidcStrategy(settings);
    });
    // A failed discovery is tried again on the next sign-in rather than remembered.
    this.strategyPromise.catch(() => (this.strategyPromise = undefined));
    return this.strategyPromise;
  }

  /** The issuer stored with users signed in through this provider. */
  async issuer(): Promise<string> {
    await this.strategy();
    return this.identityIssuer ?? BUILTIN_IDENTITY_ISSUER;
  }

  private async settings(): Promise<OidcClientSettings> {
    const { config } = this;
    const common = { callbackURL: callbackUrlFor(config.PUBLIC_URL), scope: config.OIDC_SCOPES };
    if (this.builtin && usesBuiltinProvider(config)) {
      const internal = this.loopbackUrl();
      return {
        ...common,
        identityIssuer: BUILTIN_IDENTITY_ISSUER,
        authorizationURL: `${this.builtin.issuer}/auth`,
        tokenURL: `${internal}/oidc/token`,
        userinfoURL: `${internal}/oidc/me`,
        clientID: this.builtin.clientId,
        clientSecret: await this.builtin.clientSecret(),
      };
    }
    const clientID = config.OIDC_CLIENT_ID ?? '';
    const clientSecret = config.OIDC_CLIENT_SECRET ?? '';
    if (config.OIDC_AUTHORIZATION_URL && config.OIDC_TOKEN_URL && config.OIDC_USERINFO_URL) {
      return {
        ...common,
        identityIssuer: config.OIDC_ISSUER ?? new URL(config.OIDC_AUTHORIZATION_URL).origin,
        authorizationURL: config.OIDC_AUTHORIZATION_URL,
        tokenURL: config.OIDC_TOKEN_URL,
        userinfoURL: config.OIDC_USERINFO_URL,
        clientID,
        clientSecret,
      };
    }
    const issuer = config.OIDC_ISSUER ?? '';
    const discovered = await discoverEndpoints(issuer);
    return {
      ...common,
      identityIssuer: discovered.issuer,
      authorizationURL: discovered.authorization_endpoint,
      tokenURL: discovered.token_endpoint,
      userinfoURL: discovered.userinfo_endpoint,
      clientID,
      clientSecret,
    };
  }

  /** This server on its own listening address, for the calls it makes to its built-in provider. */
  private loopbackUrl(): string {
    const server = this.httpAdapterHost.httpAdapter.getHttpServer() as {
      address(): AddressInfo | string | null;
    };
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('The server is not listening');
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
}
