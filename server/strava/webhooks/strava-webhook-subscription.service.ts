import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SecretBox, SecretUnreadable } from '@server/common/secrets/secret-box.js';
import { AppConfig } from '@server/config/app-config.js';
import { StravaPushSubscriptionsClient } from './strava-push-subscriptions.client.js';
import { StravaWebhookSubscriptionsRepository } from './strava-webhook-subscriptions.repository.js';

/** Tries at subscribing at start-up before giving up (logged), and the longest wait between. */
const SUBSCRIBE_ATTEMPTS = 6;
const MAX_RETRY_DELAY_MS = 60_000;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** A PUBLIC_URL Strava cannot call: a loopback address. */
export const isLoopbackUrl = (url: string): boolean => {
  const host = new URL(url).hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The Strava app has a subscription for another address: not replaced without the operator. */
class OtherSubscription extends Error {}

/**
 * The Strava app's webhook subscription: made (or found) at start-up, once the server listens
 * (Strava calls the handshake while the subscribing call is open), in the background with
 * retries, and kept in `strava_webhook_subscriptions`; the handshake's verify token; and whether
 * an event names this subscription.
 */
@Injectable()
export class StravaWebhookSubscriptionService
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('StravaWebhook');
  private readonly stopping = new AbortController();
  /** The token of a subscription being made (its handshake comes before the row is written). */
  private pendingToken?: string;
  private running?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    private readonly strava: StravaPushSubscriptionsClient,
    private readonly subscriptions: StravaWebhookSubscriptionsRepository,
    private readonly secrets: SecretBox,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Where Strava sends the events: this server's webhook route. */
  get callbackUrl(): string {
    return `${this.config.PUBLIC_URL}/api/strava/webhook`;
  }

  /** Whether this server subscribes at start-up (see STRAVA_WEBHOOK). */
  get wanted(): boolean {
    if (this.config.STRAVA_CLIENT_ID === undefined) return false;
    const mode = this.config.STRAVA_WEBHOOK;
    return mode === 'on' || (mode === 'auto' && !isLoopbackUrl(this.config.PUBLIC_URL));
  }

  onApplicationBootstrap(): void {
    if (!this.wanted) return;
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    const start = () => {
      this.running = this.keepSubscribed();
    };
    // After the server listens: Strava's handshake must find it answering.
    if (server.listening) start();
    else server.once('listening', start);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  /** Whether `token` is the handshake's: the configured one, the one being made, or the kept one. */
  async acceptsVerifyToken(token: string): Promise<boolean> {
    const known = [this.config.STRAVA_WEBHOOK_VERIFY_TOKEN, this.pendingToken];
    const stored = await this.stored();
    if (stored) known.push(this.openToken(stored.verifyToken));
    return known.some((candidate) => candidate !== undefined && sameText(candidate, token));
  }

  /** Whether an event naming `subscriptionId` comes from this server's subscription. */
  async isCurrent(subscriptionId: string): Promise<boolean> {
    return (await this.stored())?.id === subscriptionId;
  }

  /**
   * Keeps the app subscribed: Strava's subscription for this callback is kept (and recorded),
   * or one is made. Answers its id.
   */
  async subscribe(signal?: AbortSignal): Promise<{ id: string; created: boolean }> {
    const clientId = this.config.STRAVA_CLIENT_ID;
    if (clientId === undefined) throw new Error('Strava is not set up');
    const existing = await this.strava.list(signal);
    const ours = existing.find((subscription) => subscription.callbackUrl === this.callbackUrl);
    const stored = await this.stored();
    if (ours) {
      if (stored?.id !== ours.id) await this.record(ours.id, this.newToken());
      return { id: ours.id, created: false };
    }
    const other = existing[0];
    if (other) {
      throw new OtherSubscription(
        `The Strava app already has a webhook subscription (${other.id}) for ${other.callbackUrl}; ` +
          `Strava allows one per app: delete it to subscribe ${this.callbackUrl}`,
      );
    }
    const token = this.newToken();
    this.pendingToken = token;
    try {
      const id = await this.strava.create(this.callbackUrl, token, signal);
      await this.record(id, token);
      return { id, created: true };
    } finally {
      this.pendingToken = undefined;
    }
  }

  /** Deletes the app's subscription on Strava and here. */
  async unsubscribe(signal?: AbortSignal): Promise<void> {
    const clientId = this.config.STRAVA_CLIENT_ID;
    if (clientId === undefined) return;
    for (const { id } of await this.strava.list(signal)) await this.strava.delete(id, signal);
    await this.subscriptions.delete(clientId);
  }

  private async keepSubscribed(): Promise<void> {
    const signal = this.stopping.signal;
    for (let attempt = 1; attempt <= SUBSCRIBE_ATTEMPTS && !signal.aborted; attempt += 1) {
      try {
        const { id, created } = await this.subscribe(signal);
        this.logger.log(
          { subscriptionId: id, callbackUrl: this.callbackUrl },
          created ? 'Subscribed to Strava’s webhook events' : 'Strava’s webhook subscription kept',
        );
        return;
      } catch (error) {
        // Stopped while the call was under way (a shutdown): not a failure to report.
        if (this.stopping.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof OtherSubscription) {
          this.logger.error({ reason }, 'Not subscribed to Strava’s webhook events');
          return;
        }
        const waitMs = Math.min(MAX_RETRY_DELAY_MS, 2_000 * 2 ** (attempt - 1));
        const last = attempt === SUBSCRIBE_ATTEMPTS;
        this.logger.warn(
          { reason, attempt, retryInMs: last ? null : waitMs, callbackUrl: this.callbackUrl },
          last
            ? 'Gave up subscribing to Strava’s webhook events: restart to try again'
            : 'Could not subscribe to Strava’s webhook events yet',
        );
        if (!last) await sleep(waitMs, undefined, { signal }).catch(() => undefined);
      }
    }
  }

  /** The kept token, or nothing when it cannot be opened (its key was retired), logged. */
  private openToken(sealed: string): string | undefined {
    try {
      return this.secrets.open(sealed, this.sealContext);
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      this.logger.warn({ reason: error.message }, 'The webhook’s verify token cannot be opened');
      return undefined;
    }
  }

  private newToken(): string {
    return this.config.STRAVA_WEBHOOK_VERIFY_TOKEN ?? randomBytes(24).toString('base64url');
  }

  private get sealContext(): string {
    return `strava.webhook-verify:${this.config.STRAVA_CLIENT_ID ?? ''}`;
  }

  private stored() {
    const clientId = this.config.STRAVA_CLIENT_ID;
    return clientId === undefined ? Promise.resolve(null) : this.subscriptions.findOne(clientId);
  }

  private record(id: string, token: string): Promise<void> {
    return this.subscriptions.replace({
      id,
      clientId: this.config.STRAVA_CLIENT_ID ?? '',
      callbackUrl: this.callbackUrl,
      verifyToken: this.secrets.seal(token, this.sealContext),
    });
  }
}
