import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import type { JsonObject } from '@server/jobs/job.entity.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobFailure } from '@server/jobs/queue/job-errors.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { GarminApiClient } from './garmin-api.client.js';
import { backfillWindows } from './garmin-backfill.js';
import { GarminConnectionsRepository } from './garmin-connections.repository.js';
import { GARMIN_BACKFILL_KIND, GarminConnectionsService } from './garmin-connections.service.js';

export const GARMIN_DEREGISTRATION_KIND = 'garmin.deregistration';

interface DeregistrationJob extends JsonObject {
  garminUserId: string;
}

interface BackfillJob extends JsonObject {
  untilS: number;
}

const refused = (error: unknown) =>
  error instanceof UpstreamError &&
  error.kind === 'status' &&
  (error.status === 400 || error.status === 401 || error.status === 403);

/**
 * A link's life after the callback: the history asked for (`garmin.backfill`, Garmin pushes it
 * later), and a deregistration Garmin pushes (`garmin.deregistration`: the link and its tokens
 * go, the activities stay).
 */
@Injectable()
export class GarminLifecycleService implements OnModuleInit {
  private readonly logger = new Logger('Garmin');

  constructor(
    private readonly queue: JobQueue,
    private readonly connections: GarminConnectionsService,
    private readonly repository: GarminConnectionsRepository,
    private readonly api: GarminApiClient,
  ) {}

  async onModuleInit() {
    await this.queue.register<BackfillJob>(
      GARMIN_BACKFILL_KIND,
      (context) => this.backfill(context),
      {
        retryLimit: 5,
        retryDelaySeconds: 60,
        backoff: true,
        retryDelayMaxSeconds: 3600,
      },
    );
    await this.queue.register<DeregistrationJob>(
      GARMIN_DEREGISTRATION_KIND,
      (context) => this.deregistered(context),
      { retryLimit: 5, retryDelaySeconds: 30, backoff: true, retryDelayMaxSeconds: 3600 },
    );
  }

  /** Asks Garmin for the last two years, a window at a time (from where an earlier run stopped). */
  private async backfill(context: JobContext<BackfillJob>) {
    const windows = backfillWindows(context.data.untilS);
    const token = await this.connections.accessToken(context.ownerId);
    if (token === null) throw new JobFailure('Garmin is no longer linked', { final: true });
    for (let done = context.resumeFrom.done; done < windows.length; done += 1) {
      const window = windows[done];
      if (!window) break;
      try {
        await this.api.backfill(
          token,
          new Date(window.startS * 1000),
          new Date(window.endS * 1000),
          context.signal,
        );
      } catch (error) {
        // 409: this window was asked for already (an earlier run): Garmin pushes it once.
        if (!(error instanceof UpstreamError && error.status === 409)) throw error;
      }
      const day = new Date(window.endS * 1000).toISOString().slice(0, 10);
      await context.progress(done + 1, windows.length, `Asked Garmin for activities up to ${day}`);
    }
    return { windows: windows.length };
  }

  /**
   * Garmin says the user deregistered. Such a push can be stale (sent before the user linked
   * again): the link goes only when its token no longer names that user.
   */
  private async deregistered(context: JobContext<DeregistrationJob>) {
    const { ownerId } = context;
    const connection = await this.repository.findOne(ownerId);
    if (connection?.garminUserId !== context.data.garminUserId) {
      return { unlinked: false };
    }
    try {
      const token = await this.connections.accessToken(ownerId);
      if (
        token !== null &&
        (await this.api.userId(token, context.signal)) === connection.garminUserId
      ) {
        this.logger.log({ ownerId }, 'A stale Garmin deregistration: the link still works');
        return { unlinked: false };
      }
    } catch (error) {
      if (!refused(error)) throw error;
    }
    await this.repository.delete(ownerId);
    return { unlinked: true };
  }
}
