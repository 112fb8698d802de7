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
import { pageAssetsRouter } from './pages/page-assets.js';
import type { SiteLinks } from './pages/pages.js';
import { PasswordHasher } from './password-hashing.js';
import { passwordResetRouter } from './password-reset/password-reset.router.js';
import { PasswordResets, resetPageUrl } from './password-reset/password-resets.js';
import { smtpResetMailer } from './password-reset/reset-mailer.js';
import { ResetRequestThrottle } from './password-reset/reset-request-throttle.js';
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

  /** Password-reset links: mailed when SMTP is configured, else made by the operator. */
  readonly passwordResets: PasswordResets;

  private readonly logger = new Logger('BuiltinProvider');
  private readonly accounts: ProviderAccountsRepository;
  private readonly passwords: PasswordHasher;
  private readonly throttle = new SignInThrottle();
  private readonly resetThrottle = new ResetRequestThrottle();
  private readonly site: SiteLinks;
  private readonly mountPath: string;
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
    this.publicUrl = new URL(config.PUBLIC_URL);
    // Where the browser finds the provider's pages: the issuer's path, as for its interactions.
    this.mountPath = new URL(this.issuer).pathname;
    this.site = {
      home: `${config.PUBLIC_URL}/`,
      signIn: `${config.PUBLIC_URL}/login`,
      assets: `${this.mountPath}/assets`,
      forgotPassword: `${this.mountPath}/password/forgot`,
    };
    this.accounts = new ProviderAccountsRepository(dataSource);
    this.passwords = new PasswordHasher(config.PASSWORD_HASH_COST);
    const { SMTP_URL, SMTP_FROM } = config;
    this.passwordResets = new PasswordResets({
      dataSource,
      accounts: this.accounts,
      passwords: this.passwords,
      mailer: SMTP_URL && SMTP_FROM ? smtpResetMailer(SMTP_URL, SMTP_FROM) : undefined,
      linkFor: (token) => resetPageUrl(config.PUBLIC_URL, token),
      onBackgroundError: (error) => this.backgroundError(error),
    });
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
   * Everything under the mount point (`app.use('/oidc', handler)`): the pages' script and
   * favicon under /assets, the sign-in pages under /interaction, password resets under
   * /password, then the provider's own endpoints. Needs start() to have finished.
   */
  handler(): RequestHandler {
    const { provider } = this.running();
    const router = express.Router();
    // First, for the sign-in pages too: they hand the request to the provider as well.
    router.use((request, _response, next) => {
      forwardPublicOrigin(request, this.publicUrl);
      next();
    });
    const deadEnds = {
      site: this.site,
      onError: (error: unknown) => this.logger.error(error),
      onDatabaseUnavailable: (error: unknown) => this.outage.unavailable(error),
    };
    router.use('/assets', pageAssetsRouter());
    router.use(
      '/interaction',
      interactionRouter({
        ...deadEnds,
        provider,
        accounts: this.accounts,
        passwords: this.passwords,
        throttle: this.throttle,
      }),
    );
    router.use(
      '/password',
      passwordResetRouter({
        ...deadEnds,
        resets: this.passwordResets,
        throttle: this.resetThrottle,
        interactions: `${this.mountPath}/interaction`,
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
      passwordHash: await this.passwords.hash(input.password),
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

  /** Lets the reset mails under way finish (each is bounded by the mailer's timeouts). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    await this.passwordResets.close();
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
      site: this.site,
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

  /** A reset link that could not be made or mailed after its page had answered. */
  private backgroundError(error: unknown): void {
    if (isDatabaseUnavailable(error)) return this.outage.unavailable(error);
    this.logger.error({ err: error }, 'A password reset link could not be mailed');
  }

  /** Expired records are never read again; delete them now and then so the table stays small. */
  private scheduleSweeps(): void {
    const sweep = () =>
      Promise.all([
        deleteExpiredRecords(this.dataSource),
        this.passwordResets.deleteExpired(),
      ]).catch((error: unknown) =>
        this.logger.warn(`Could not delete expired provider records: ${String(error)}`),
      );
    void sweep();
    this.sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }
}
