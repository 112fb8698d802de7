import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { AppConfig } from '@server/config/app-config.js';

/** Garmin answered with something that is not what its API describes (a changed API). */
export class GarminAnswerError extends Error {}

/** A FIT file is a few MB at most; a summary page a few hundred kB. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

const parseJson = (body: Buffer, what: string): unknown => {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    throw new GarminAnswerError(`Garmin’s ${what} is not JSON`, { cause: error });
  }
};

/**
 * Garmin's Wellness API with a user's access token (always in the Authorization header),
 * through the app's one outbound client: who the user is, what they allowed, deregistration,
 * history backfill, and the callback URLs of pings and files (checked by the caller with
 * garminCallbackUrl; every other address is built from GARMIN_API_URL).
 */
@Injectable()
export class GarminApiClient {
  constructor(
    private readonly http: OutboundHttpClient,
    private readonly config: AppConfig,
  ) {}

  private url(path: string): URL {
    return new URL(`${this.config.GARMIN_API_URL.replace(/\/$/, '')}/wellness-api/rest/${path}`);
  }

  private headers(token: string) {
    return { authorization: `Bearer ${token}`, accept: 'application/json' };
  }

  async userId(token: string, signal?: AbortSignal): Promise<string> {
    const response = await this.http.get(this.url('user/id'), {
      upstream: 'garmin',
      headers: this.headers(token),
      signal,
    });
    const answer = parseJson(response.body, 'user id') as { userId?: unknown } | null;
    const id = answer?.userId;
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new GarminAnswerError('Garmin’s user id answer names no user');
    }
    return String(id);
  }

  async permissions(token: string): Promise<string[]> {
    const response = await this.http.get(this.url('user/permissions'), {
      upstream: 'garmin',
      headers: this.headers(token),
    });
    const answer = parseJson(response.body, 'permissions');
    if (!Array.isArray(answer)) throw new GarminAnswerError('Garmin’s permissions are no list');
    return answer.filter((permission): permission is string => typeof permission === 'string');
  }

  /** Tells Garmin the user unlinked: it stops pushing their data and revokes the tokens. */
  async deregister(token: string): Promise<void> {
    await this.http.request(this.url('user/registration'), {
      upstream: 'garmin',
      method: 'DELETE',
      headers: this.headers(token),
      retries: 0,
    });
  }

  /** Asks Garmin to push the activities of a window again (it answers 202 and pushes later). */
  async backfill(token: string, start: Date, end: Date, signal?: AbortSignal): Promise<void> {
    const url = this.url('backfill/activities');
    url.search = new URLSearchParams({
      summaryStartTimeInSeconds: String(Math.floor(start.getTime() / 1000)),
      summaryEndTimeInSeconds: String(Math.floor(end.getTime() / 1000)),
    }).toString();
    await this.http.get(url, { upstream: 'garmin', headers: this.headers(token), signal });
  }

  /** A ping's summaries: the JSON list its callback URL answers. */
  async summaries(token: string, callback: URL, signal?: AbortSignal): Promise<unknown[]> {
    const response = await this.http.get(callback, {
      upstream: 'garmin',
      headers: this.headers(token),
      signal,
    });
    const answer = parseJson(response.body, 'ping answer');
    if (!Array.isArray(answer)) throw new GarminAnswerError('Garmin’s ping answer is no list');
    return answer as unknown[];
  }

  /** An activity file's bytes (FIT). */
  async file(token: string, callback: URL, signal?: AbortSignal): Promise<Buffer> {
    const response = await this.http.get(callback, {
      upstream: 'garmin',
      headers: { authorization: `Bearer ${token}` },
      signal,
      maxBodyBytes: MAX_FILE_BYTES,
    });
    return response.body;
  }
}
