import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JobUploadsRepository } from './job-uploads.repository.js';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes uploads no job took, at start-up and every hour (any server may; it is idempotent). */
@Injectable()
export class JobUploadsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly uploads: JobUploadsRepository) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  private sweep(): Promise<void> {
    this.running ??= this.uploads
      .deleteOrphans()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not delete old uploads'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
