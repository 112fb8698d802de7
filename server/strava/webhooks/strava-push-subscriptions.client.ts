import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { AppConfig } from '@server/config/app-config.js';

/** A subscription as Strava lists it. */
export interface StravaPushSubscription {
  id: string;
  callbackUrl: string;
}

/** Strava answered with something that is not a subscription (a changed API). */
export class StravaPushAnswerError extends Error {}

const idOf = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? String(value)
    : typeof value === 'string' && /^\d{1,19}$/.test(value)
      ? value
      : null;

/**
 * Strava's webhook subscriptions of the server's app (`/push_subscriptions` under
 * STRAVA_API_URL), through the app's one outbound client. Strava takes the app's client id and
 * secret as form fields on the POST and only as query parameters on the GET and the DELETE;
 * the outbound client never logs an address, and neither does this.
 */
@Injectable()
export class StravaPushSubscriptionsClient {
  constructor(
    private readonly http: OutboundHttpClient,
    private readonly config: AppConfig,
  ) {}

  private get base(): string {
    return `${this.config.STRAVA_API_URL.replace(/\/$/, '')}/push_subscriptions`;
  }

  private get credentials(): Record<string, string> {
    return {
      client_id: this.config.STRAVA_CLIENT_ID ?? '',
      client_secret: this.config.STRAVA_CLIENT_SECRET ?? '',
    };
  }

  async list(signal?: AbortSignal): Promise<StravaPushSubscription[]> {
    const url = `${this.base}?${new URLSearchParams(this.credentials).toString()}`;
    const response = await this.http.request(url, {
      upstream: 'strava',
      headers: { accept: 'application/json' },
      signal,
    });
    const body = this.parse(response.body);
    if (!Array.isArray(body)) throw new StravaPushAnswerError('Strava’s list is not a list');
    return body.flatMap((entry: { id?: unknown; callback_url?: unknown }) => {
      const id = idOf(entry.id);
      return id && typeof entry.callback_url === 'string'
        ? [{ id, callbackUrl: entry.callback_url }]
        : [];
    });
  }

  /**
   * Creates the subscription. Strava calls the callback's handshake before it answers, so the
   * server must be listening and able to answer it (with `verifyToken`) while this waits.
   */
  async create(callbackUrl: string, verifyToken: string, signal?: AbortSignal): Promise<string> {
    const response = await this.http.request(this.base, {
      upstream: 'strava',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        ...this.credentials,
        callback_url: callbackUrl,
        verify_token: verifyToken,
      }).toString(),
      signal,
    });
    const id = idOf((this.parse(response.body) as { id?: unknown } | null)?.id);
    if (!id) throw new StravaPushAnswerError('Strava’s answer names no subscription id');
    return id;
  }

  async delete(id: string, signal?: AbortSignal): Promise<void> {
    const query = new URLSearchParams(this.credentials).toString();
    await this.http.request(`${this.base}/${encodeURIComponent(id)}?${query}`, {
      upstream: 'strava',
      method: 'DELETE',
      signal,
    });
  }

  private parse(body: Buffer): unknown {
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch (error) {
      throw new StravaPushAnswerError('Strava’s answer is not JSON', { cause: error });
    }
  }
}
