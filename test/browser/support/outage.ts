import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Spec section 9 (client/lib/swr-config.ts `MAX_RETRIES`): a failed load is retried 3 times. */
const SWR_RETRIES = 3;

export interface Outage {
  /** Requests answered with the error so far. */
  readonly failures: number;
  /**
   * Waits until SWR has made its first request and every automatic retry (after 1 s, 2 s and
   * 4 s), moving the page's clock on instead of waiting those 7 s.
   */
  retriesExhausted(): Promise<void>;
  /** From now on requests reach the server again. */
  end(): void;
}

/**
 * Answers every GET of `path` with a 503 until `end()`. Screens offer "Try again" on a failed
 * load, but SWR also retries on its own: a test that waits for `retriesExhausted()` before it
 * ends the outage and presses the button knows that the button, and nothing else, brought the
 * data back (and the button is not re-rendered under the click by a retry in flight).
 *
 * The page gets Playwright's clock, which runs as a real one until the test moves it on: call
 * this before the page loads the screen.
 */
export async function startOutage(page: Page, path: string, message = 'Resting'): Promise<Outage> {
  await page.clock.install();
  let failures = 0;
  let down = true;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (!down || route.request().method() !== 'GET') return route.fallback();
      failures += 1;
      return route.fulfill({
        status: 503,
        json: { statusCode: 503, error: 'Service Unavailable', message },
      });
    },
  );
  return {
    get failures() {
      return failures;
    },
    async retriesExhausted() {
      // Each look moves the page's time a second on, so the next retry's timer fires now; the
      // retry's request is then answered (and counted) at the network's pace.
      await expect
        .poll(
          async () => {
            if (failures < 1 + SWR_RETRIES) await page.clock.runFor(1_000);
            return failures;
          },
          { timeout: 20_000 },
        )
        .toBe(1 + SWR_RETRIES);
    },
    end() {
      down = false;
    },
  };
}
