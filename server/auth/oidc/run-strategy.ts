import type { Request } from 'express';
import type { Strategy } from 'passport';

export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail'; challenge: unknown; status?: number }
  | { kind: 'error'; error: unknown };

interface StrategyActions {
  redirect(url: string): void;
  success(user: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  error(error: unknown): void;
  pass(): void;
}

/**
 * Runs one passport strategy for one request and says how it ended, the way passport's own
 * middleware does (a per-request object inheriting from the strategy, given the five actions),
 * so the caller decides the HTTP answer: the login URL is returned as JSON, not a redirect.
 */
export function runStrategy(
  strategy: Strategy,
  request: Request,
  options: object,
): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const actions: StrategyActions = {
      redirect: (url) => resolve({ kind: 'redirect', url }),
      success: (user) => resolve({ kind: 'success', user }),
      fail: (challenge, status) => resolve({ kind: 'fail', challenge, status }),
      error: (error) => resolve({ kind: 'error', error }),
      pass: () =>
        resolve({ kind: 'error', error: new Error('The strategy passed the request on') }),
    };
    const run = Object.assign(Object.create(strategy) as Strategy, actions);
    try {
      run.authenticate.call(run as never, request, options);
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}
