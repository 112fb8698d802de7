import { Module } from '@nestjs/common';
import { UsersModule } from '@server/users/users.module.js';
import { ANALYTICS_LIMITS } from './analytics-limits.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { postHogClientProvider } from './posthog-client.provider.js';
import { TokenBucketRateLimiter } from '@server/common/rate-limiter.js';

/** Product analytics: the browser posts to /api/hog, the server forwards to PostHog. */
@Module({
  imports: [UsersModule],
  controllers: [AnalyticsController],
  providers: [
    AnalyticsService,
    postHogClientProvider,
    {
      provide: TokenBucketRateLimiter,
      useFactory: () =>
        new TokenBucketRateLimiter({
          capacity: ANALYTICS_LIMITS.requestsPerWindow,
          windowMs: ANALYTICS_LIMITS.windowMs,
          maxClients: ANALYTICS_LIMITS.maxTrackedClients,
        }),
    },
  ],
})
export class AnalyticsModule {}
