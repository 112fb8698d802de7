import { describe, expect, it } from 'vitest';
import {
  FILE_LIMIT_MS,
  filesOverLimit,
  projectTimings,
  slowestFiles,
  timingReport,
  type FileTiming,
} from './file-timings.js';

const timing = (file: string, durationMs: number, project = 'api', startedAt = 0): FileTiming => ({
  project,
  file,
  durationMs,
  startedAt,
  endedAt: startedAt + durationMs,
});

describe('test file timings', () => {
  const timings = [
    timing('a.test.ts', 5_000, 'api', 0),
    timing('b.test.ts', 61_000, 'browser', 1_000),
    timing('c.test.ts', 60_000, 'api', 2_000),
    timing('d.test.ts', 1_000, 'unit', 3_000),
  ];

  it('puts the slowest first and keeps the count asked for', () => {
    expect(slowestFiles(timings, 2).map((t) => t.file)).toEqual(['b.test.ts', 'c.test.ts']);
  });

  it('names the files over the 60 s limit, and only those', () => {
    expect(FILE_LIMIT_MS).toBe(60_000);
    expect(filesOverLimit(timings).map((t) => t.file)).toEqual(['b.test.ts']);
    expect(filesOverLimit(timings.filter((t) => t.file !== 'b.test.ts'))).toEqual([]);
  });

  it('gives each project its span and its files added up', () => {
    expect(projectTimings(timings)).toEqual([
      { project: 'api', files: 2, spanMs: 62_000, totalMs: 65_000 },
      { project: 'browser', files: 1, spanMs: 61_000, totalMs: 61_000 },
      { project: 'unit', files: 1, spanMs: 1_000, totalMs: 1_000 },
    ]);
  });

  it('reports the slowest files and the ones over the limit', () => {
    const report = timingReport(timings);
    expect(report).toContain('The 15 slowest test files:');
    expect(report).toMatch(/61\.0 s {2}browser +b\.test\.ts/);
    expect(report).toMatch(/over the 60\.0 s limit[^\n]*\n +61\.0 s {2}b\.test\.ts\n$/);
    expect(timingReport(timings.slice(0, 1))).not.toContain('limit');
  });
});
