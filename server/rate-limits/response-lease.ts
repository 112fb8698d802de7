import type { Response } from 'express';
import type { RateLimitRefusal } from './rate-limit-decision.js';
import type { LeaseOutcome } from './rate-limits.service.js';
import type { UserLease } from './user-lease.js';

/**
 * Takes a lease for the time `response` takes to send, and gives it back as the response ends,
 * however it ends:
 *
 * - finished (streamed to the end, or an error answered): the release runs before the last
 *   bytes go out, so a client that has read the whole response can start the next one at once;
 * - cut off (the client went away): on the response's `close`.
 *
 * Returns the refusal when the lease is someone else's.
 */
export async function leaseForResponse(
  response: Response,
  acquire: () => Promise<LeaseOutcome>,
): Promise<RateLimitRefusal | undefined> {
  // Listen before asking: the client may go away while the lease is being taken.
  const held: { lease?: UserLease; closed: boolean } = { closed: false };
  response.once('close', () => {
    held.closed = true;
    void held.lease?.release();
  });
  const outcome = await acquire();
  if (!outcome.acquired) return outcome.refusal;
  const { lease } = outcome;
  held.lease = lease;
  if (held.closed) void lease.release();
  else holdEnd(response, () => lease.release());
  return undefined;
}

/**
 * Lets `work` finish before the response's end goes out (the way compression's middleware
 * wraps `end` to flush first). Whatever ends the response (a stream's pipe, res.json) calls
 * end(); the call is passed on, unchanged, once the work is done.
 */
function holdEnd(response: Response, work: () => Promise<void>): void {
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  response.end = ((...args: unknown[]) => {
    void work().finally(() => end(...args));
    return response;
  }) as Response['end'];
}
