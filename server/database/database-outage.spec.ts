import { Logger } from '@nestjs/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutage } from './database-outage.js';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('DatabaseOutage', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  let logs: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    logs = vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('logs one line however many errors an outage brings, and one when it ends', async () => {
    let up = false;
    const probe = vi.fn(() => (up ? Promise.resolve() : Promise.reject(refused())));
    const outage = new DatabaseOutage(probe, 1_000);
    for (let request = 0; request < 50; request += 1) outage.unavailable(refused());
    expect(outage.ongoing).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      { reason: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' } },
      expect.stringContaining('does not answer'),
    );

    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(logs).not.toHaveBeenCalled();

    up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outage.ongoing).toBe(false);
    expect(logs).toHaveBeenCalledTimes(1);
    expect(logs).toHaveBeenCalledWith(
      { outageMs: expect.any(Number) as number },
      'The database answers again',
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(4);

    outage.unavailable(refused());
    expect(errors).toHaveBeenCalledTimes(2);
    outage.onModuleDestroy();
  });

  it('runs one probe at a time, however long one takes', async () => {
    const probe = vi.fn(() => new Promise<void>(() => undefined));
    const outage = new DatabaseOutage(probe, 1_000);
    outage.unavailable(refused());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
    outage.onModuleDestroy();
  });

  it('stops probing when the app closes, and does not start again', async () => {
    const probe = vi.fn(() => Promise.reject(refused()));
    const outage = new DatabaseOutage(probe, 1_000);
    outage.unavailable(refused());
    outage.onModuleDestroy();
    outage.answered();
    outage.unavailable(refused());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();
  });
});
