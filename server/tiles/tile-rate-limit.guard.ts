import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { tooManyRequests } from '@server/common/errors.js';
import { TokenBucketRateLimiter } from '@server/common/rate-limiter.js';
import { AppConfig } from '@server/config/app-config.js';

// Addresses remembered at once; past that the least recently seen starts afresh.
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * Tiles per address (request.ip, so a proxy in front is seen through TRUST_PROXY): a burst of
 * TILE_RATE_LIMIT_BURST, refilled at TILE_RATE_LIMIT_PER_MINUTE. Panning and zooming a map
 * asks a few dozen tiles a view and the browser keeps them, so a person never meets it; a bulk
 * download through us, which OpenStreetMap's tile usage policy forbids, is held to a trickle.
 * Counted in memory: cheap enough for every tile, and a restart only forgets some counts.
 */
@Injectable()
export class TileRateLimitGuard implements CanActivate {
  private readonly limiter?: TokenBucketRateLimiter;

  constructor(config: AppConfig) {
    const perMinute = config.TILE_RATE_LIMIT_PER_MINUTE;
    if (perMinute === 0) return;
    const capacity = config.TILE_RATE_LIMIT_BURST;
    this.limiter = new TokenBucketRateLimiter({
      capacity,
      // The bucket refills `capacity` over `windowMs`, so this is perMinute a minute.
      windowMs: (capacity / perMinute) * 60_000,
      maxClients: MAX_TRACKED_ADDRESSES,
    });
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.limiter) return true;
    const http = context.switchToHttp();
    const decision = this.limiter.take(http.getRequest<Request>().ip ?? 'unknown');
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw tooManyRequests('Too many map tiles asked for from this address; try again later');
  }
}
