import { Global, Injectable, Module, Optional } from '@nestjs/common';
import { AppConfig, DEFAULT_WORKER_MEMORY_MB } from '@server/config/app-config.js';
import { MemoryBudget } from './memory-budget.js';

/**
 * The one memory budget of the process's worker threads (WORKER_MEMORY_MB): route file readers,
 * the photo worker and the preview image worker each take a share before they work and give it
 * back when their memory has gone back to the system. Separate budgets added up: a hostile
 * route file, a 40-megapixel photo and a preview arriving together could have taken the server
 * past 1.5 GB.
 */
@Injectable()
export class WorkerMemory extends MemoryBudget {
  constructor(@Optional() config?: AppConfig) {
    super(config?.WORKER_MEMORY_MB ?? DEFAULT_WORKER_MEMORY_MB);
  }

  /**
   * `mb` rounded up, at most the whole budget: work that would need more still runs, alone,
   * and meets its own limit (a heap limit, a pixel limit) rather than waiting for ever.
   */
  shareOf(mb: number): number {
    return Math.max(1, Math.min(this.totalMb, Math.ceil(mb)));
  }
}

/** Gives every module the same WorkerMemory (`constructor(private memory: WorkerMemory)`). */
@Global()
@Module({ providers: [WorkerMemory], exports: [WorkerMemory] })
export class WorkerMemoryModule {}
