import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { RateLimitsService } from './rate-limits.service.js';
import { RateLimitsSweeper } from './rate-limits.sweeper.js';

/**
 * Per-user limits on expensive calls, kept in the database so they hold across servers. Global,
 * so any module's route can take `@RateLimit('<action>')` (rate-limit.decorator.ts) without
 * importing it; the actions and their figures are in rate-limit-policies.ts.
 */
@Global()
@Module({
  providers: [RateLimitsRepository, RateLimitsService, RateLimitsSweeper, RateLimitGuard],
  exports: [RateLimitsService, RateLimitGuard],
})
export class RateLimitsModule {}
