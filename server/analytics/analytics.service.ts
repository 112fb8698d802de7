import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { PostHog } from 'posthog-node';
import { AppConfig } from '@server/config/app-config.js';
import type { SubscriptionPlan } from '@server/users/user.entity.js';
import { UsersService } from '@server/users/users.service.js';
import { ANALYTICS_LIMITS } from './analytics-limits.js';
import type { HogEventDto } from './dto/hog-event.dto.js';
import { POSTHOG_CLIENT } from './posthog-client.provider.js';

const IDENTIFY = '$identify';

/** Events that merge or rewrite people: only the server decides who is who. */
const PERSON_EVENTS = new Set(['$create_alias', '$merge_dangerously', '$set', '$groupidentify']);

/** Person-property operators: the browser describes what happened, it does not edit people. */
const PERSON_PROPERTY_KEYS = new Set(['$set', '$set_once', '$unset']);

/**
 * Forwards the browser's events to PostHog under the rules of who is who: a signed-in user's
 * events go under their user id (from the session, never from the body), everyone else's under
 * the browser's anonymous id, and the browser never edits a person's properties.
 */
@Injectable()
export class AnalyticsService implements OnApplicationShutdown {
  private readonly origin: string;

  constructor(
    @Inject(POSTHOG_CLIENT) private readonly posthog: PostHog | null,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {
    this.origin = new URL(config.PUBLIC_URL).origin;
  }

  /** Queues a batch for PostHog; without POSTHOG_KEY it is accepted and dropped. */
  async ingest(events: HogEventDto[], userId: string | undefined): Promise<void> {
    const posthog = this.posthog;
    if (!posthog) return;
    let plan: Promise<SubscriptionPlan | undefined> | undefined;
    for (const event of events) {
      if (event.event === IDENTIFY) {
        // An $identify from a visitor who is not signed in names nobody: dropped.
        if (!userId) continue;
        plan ??= this.subscriptionPlan(userId);
        this.identify(posthog, event, userId, await plan);
      } else if (!PERSON_EVENTS.has(event.event)) {
        posthog.capture({
          distinctId: userId ?? event.distinctId,
          event: event.event,
          properties: this.eventProperties(event.properties),
          timestamp: event.timestamp === undefined ? undefined : new Date(event.timestamp),
        });
      }
    }
  }

  /** Sends what is queued now instead of at the next interval. */
  flush(): Promise<void> {
    return this.posthog?.flush() ?? Promise.resolve();
  }

  /** Sends what is still queued before the process ends (SIGTERM, app.close()). */
  async onApplicationShutdown(): Promise<void> {
    // Half the shutdown budget, so closing the database still fits in the rest.
    await this.posthog?.shutdown(Math.floor(this.config.SHUTDOWN_TIMEOUT_MS / 2));
  }

  /**
   * Ties the browser's anonymous history to the user: identify sets person properties (only the
   * plan: no email or names leave the server), alias merges the anonymous id into the user.
   */
  private identify(
    posthog: PostHog,
    event: HogEventDto,
    userId: string,
    plan?: SubscriptionPlan,
  ): void {
    posthog.identify({
      distinctId: userId,
      properties: plan ? { $set: { subscriptionPlan: plan } } : {},
    });
    const anonymousId = anonymousIdOf(event);
    if (anonymousId !== userId) posthog.alias({ distinctId: userId, alias: anonymousId });
  }

  private async subscriptionPlan(userId: string): Promise<SubscriptionPlan | undefined> {
    return (await this.users.currentUser(userId))?.subscriptionPlan;
  }

  /** The browser's properties less person-property operators, with the page's full URL. */
  private eventProperties(properties: Record<string, unknown> = {}): Record<string, unknown> {
    const kept = Object.fromEntries(
      Object.entries(properties).filter(([key]) => !PERSON_PROPERTY_KEYS.has(key)),
    );
    const pathname = kept.$pathname;
    // PostHog's web analytics read $current_url; the browser sends only the path.
    if (kept.$current_url === undefined && typeof pathname === 'string' && pathname.startsWith('/'))
      kept.$current_url = `${this.origin}${pathname}`;
    return kept;
  }
}

/** The id the browser used before sign-in: `$anon_distinct_id`, else the event's own id. */
function anonymousIdOf(event: HogEventDto): string {
  const claimed = event.properties?.$anon_distinct_id;
  const valid =
    typeof claimed === 'string' &&
    claimed.length > 0 &&
    claimed.length <= ANALYTICS_LIMITS.maxNameLength;
  return valid ? claimed : event.distinctId;
}
