import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { filesOverLimit, timingReport, type FileTiming } from './file-timings.js';

/**
 * Prints where the run's time went (each project, the slowest files) and fails the run when a
 * test file took longer than FILE_LIMIT_MS.
 */
export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const { collectDuration, duration } = testModule.diagnostic();
    const endedAt = Date.now();
    this.timings.push({
      project: testModule.project.name,
      file: relative(process.cwd(), testModule.moduleId),
      durationMs: collectDuration + duration,
      startedAt: this.started.get(testModule.moduleId) ?? endedAt,
      endedAt,
    });
  }

  onTestRunEnd(): void {
    if (this.timings.length === 0) return;
    process.stdout.write(timingReport(this.timings));
    if (filesOverLimit(this.timings).length > 0) process.exitCode = 1;
  }
}
