import { Injectable } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config.js';
import {
  readStravaUsage,
  waitAfterRefusal,
  waitUntil,
  type StravaUsage,
} from './strava-rate-limits.js';

/**
 * What this server last heard of Strava's limits for its app (every answer reports the app's
 * usage, so each server of several learns the truth from its own next call), and so whether a
 * call may go now. Imports keep STRAVA_RESERVED_CALLS back; webhook events do not.
 */
@Injectable()
export class StravaRateGate {
  private usage: StravaUsage = { overall: null, read: null };
  private seenAt = 0;
  private refusedUntil = 0;

  constructor(private readonly config: AppConfig) {}

  private get windowMs(): number {
    return this.config.STRAVA_RATE_WINDOW_SECONDS * 1000;
  }

  /** Until when a call keeping `reserve` calls back must wait; null: it may go now. */
  closedUntil(reserve: number, now = Date.now()): Date | null {
    const byUsage = waitUntil(this.usage, this.seenAt, now, this.windowMs, reserve);
    const until = Math.max(byUsage ?? 0, this.refusedUntil > now ? this.refusedUntil : 0);
    return until > now ? new Date(until) : null;
  }

  /** An answer's usage headers (any answer, a refusal's too). */
  record(headers: Headers, now = Date.now()): void {
    const usage = readStravaUsage(headers);
    if (!usage.overall && !usage.read) return;
    this.usage = usage;
    this.seenAt = now;
  }

  /** Strava answered 429: nothing goes until its window (or day) ends. */
  refused(headers: Headers | undefined, now = Date.now()): Date {
    if (headers) this.record(headers, now);
    const usage = headers ? readStravaUsage(headers) : { overall: null, read: null };
    this.refusedUntil = Math.max(this.refusedUntil, waitAfterRefusal(usage, now, this.windowMs));
    return new Date(this.refusedUntil);
  }
}
