import { Logger, type FactoryProvider } from '@nestjs/common';
import { PostHog } from 'posthog-node';
import { AppConfig } from '@server/config/app-config.js';

/** Injection token for the one PostHog client, or null when POSTHOG_KEY is not set. */
export const POSTHOG_CLIENT = Symbol('POSTHOG_CLIENT');

const logger = new Logger('PostHog');

/**
 * One client for the whole app. It queues events and sends them in batches (20 at a time, or
 * every 10 s), so a request never waits for PostHog. Without a key there is no client at all:
 * events are accepted and dropped.
 */
export function createPostHogClient(config: AppConfig): PostHog | null {
  if (!config.POSTHOG_KEY) return null;
  const client = new PostHog(config.POSTHOG_KEY, {
    host: config.POSTHOG_HOST,
    flushAt: 20,
    flushInterval: 10_000,
  });
  // The SDK retries (3 times, 3 s apart) before giving up on a batch; say so in our logs.
  client.on('error', (error: unknown) => {
    logger.warn({ err: error }, 'PostHog did not take a batch of events');
  });
  return client;
}

export const postHogClientProvider: FactoryProvider<PostHog | null> = {
  provide: POSTHOG_CLIENT,
  useFactory: createPostHogClient,
  inject: [AppConfig],
};
