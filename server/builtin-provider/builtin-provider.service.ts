import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import express, { type RequestHandler } from 'express';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '@server/config/app-config.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@server/database/database-unavailable.js';
import { accountClaims } from './account-claims.js';
import {
  normalizeEmail,
  ProviderAccountsRepository,
  type ProviderAccount,
  type ProviderAccountWithHash,
} from './accounts.repository.js';
import { DatabaseAdapter, deleteExpiredRecords } from './database-adapter.js';
import { interactionRouter } from './interaction.router.js';
import { hashPassword } from './password-hashing.js';
import { createOidcProvider } from './provider-factory.js';
import { loadOrCreateKeys, type ProviderKeys } from './provider-keys.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { forwardPublicOrigin } from './trusted-forwarding.js';

const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

interface Started {
  provider: Provider;
  keys: ProviderKeys;
}

const withoutHash = ({ passwordHash: _hash, ...account }: ProviderAccountWithHash) => account;

/**
 * The OpenID Connect provider the server runs at /oidc when no external one is configured: the
 * app is its one client, its accounts, keys and records live in the app's database.
 */
@Injectable()
export class BuiltinProviderService implements OnModuleDestroy {
  readonly issuer: string;
  readonly clientId = 'packtrail';
  readonly redirectUri: string;

  private readonly logger = new Logger('BuiltinProvider');
  private readonly accounts: ProviderAccountsRepository;
  private readonly throttle = new SignInThrottle();
  private readonly homeUrl: string;
  private readonly publicUrl: URL;
  private starting?: Promise<Started>;
  private started?: Started;
  private sweeper?: NodeJS.Timeout;

  constructor(
    config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outage: DatabaseOutage,
  ) {
    this.issuer = `${config.PUBLIC_URL}/oidc`;
    this.redirectUri = `${config.PUBLIC_URL}/auth/callback`;
    this.homeUrl = `${config.PUBLIC_URL}/`;
    this.publicUrl = new URL(config.PUBLIC_URL);
    this.accounts = new ProviderAccountsRepository(dataSource);
  }

  /** Loads (or creates) the keys and builds the provider. Safe to call more than once. */
  async start(): Promise<void> {
    this.starting ??= this.build().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    this.started = await this.starting;
  }

  async clientSecret(): Promise<string> {
    await this.start();
    return this.running().keys.clientSecret;
  }

  /**
   * Everything under the mount point (`app.use('/oidc', handler)`): the sign-in pages under
   * /interaction, then the provider's own endpoints. Needs start() to have finished.
   */
  handler(): RequestHandler {
    const { provider } = this.running();
    const router = express.Router();
    // First, for the sign-in pages too: they hand the request to the provider as well.
    router.use((request, _response, next) => {
      forwardPublicOrigin(request, this.publicUrl);
      next();
    });
    router.use(
      '/interaction',
      interactionRouter({
        provider,
        accounts: this.accounts,
        throttle: this.throttle,
        homeUrl: this.homeUrl,
        onError: (error) => this.logger.error(error),
        onDatabaseUnavailable: (error) => this.outage.unavailable(error),
      }),
    );
    const callback = provider.callback();
    router.use((request, response) => callback(request, response));
    return router;
  }

  async accountForEmail(email: string): Promise<ProviderAccount | undefined> {
    const account = await this.accounts.findByEmail(normalizeEmail(email));
    return account && withoutHash(account);
  }

  /** Creates an account as the sign-up page does (for seeding and tests); fails if taken. */
  async createAccount(input: NewAccount): Promise<ProviderAccount> {
    const account = await this.accounts.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
    });
    if (!account) throw new Error('An account with this email already exists.');
    return withoutHash(account);
  }

  /**
   * Removes the account and its provider records (sessions, grants, tokens) in one transaction.
   * Inside the caller's transaction, pass its manager: a second transaction would wait forever
   * for the first one on the embedded database.
   */
  async deleteAccount(accountId: string, manager?: EntityManager): Promise<void> {
    if (manager) return this.accounts.delete(accountId, manager);
    await this.dataSource.transaction((transaction) =>
      this.accounts.delete(accountId, transaction),
    );
  }

  /** Signs the account out of the provider in every browser, so the next sign-in asks again. */
  async endSessions(accountId: string): Promise<void> {
    await this.accounts.endSessions(accountId);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private running(): Started {
    if (!this.started) throw new Error('BuiltinProviderService.start() has not finished');
    return this.started;
  }

  private async build(): Promise<Started> {
    const keys = await loadOrCreateKeys(this.dataSource);
    const provider = createOidcProvider({
      issuer: this.issuer,
      keys,
      client: { clientId: this.clientId, redirectUri: this.redirectUri },
      adapter: (model) => new DatabaseAdapter(model, this.dataSource),
      findAccount: async (accountId) => {
        const account = await this.accounts.findById(accountId);
        return account && { accountId: account.id, claims: () => accountClaims(account) };
      },
      homeUrl: this.homeUrl,
    });
    // Koa's X-Forwarded-* handling stays on; forwardPublicOrigin decides what those headers say.
    provider.proxy = true;
    provider.on('server_error', (ctx, error) => {
      this.serverError(ctx as KoaContextWithOIDC, error);
    });
    // Koa's own errors; the ones meant for the client (4xx, exposed) are not the server's fault.
    provider.on('error', (error) => {
      if (isDatabaseUnavailable(error)) this.outage.unavailable(error);
      else if (!(error as { expose?: boolean } | undefined)?.expose) this.logger.error(error);
    });
    this.scheduleSweeps();
    return { provider, keys };
  }

  /** oidc-provider has made its 500 (a page or JSON) but not sent it yet. */
  private serverError(ctx: KoaContextWithOIDC, error: unknown): void {
    if (!isDatabaseUnavailable(error)) return this.logger.error(error);
    // Not a fault of the provider's: the database is down, so the answer is 503, try again.
    this.outage.unavailable(error);
    ctx.status = 503;
    ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }

  /** Expired records are never read again; delete them now and then so the table stays small. */
  private scheduleSweeps(): void {
    const sweep = () =>
      deleteExpiredRecords(this.dataSource).catch((error: unknown) =>
        this.logger.warn(`Could not delete expired provider records: ${String(error)}`),
      );
    void sweep();
    this.sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }
}
