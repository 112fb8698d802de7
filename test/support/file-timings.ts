/**
 * What a test file cost the run, and the rule that keeps every file cheap: the timing reporter
 * (timing-reporter.ts) prints the slowest files after each run and fails the run when one file
 * took longer than the limit, so a slow file is caught where it is written.
 */

/** No test file may take longer than this (docs/testing.md says how to stay under it). */
export const FILE_LIMIT_MS = 60_000;

/** How many of the slowest files the reporter prints. */
export const SLOWEST_SHOWN = 15;

export interface FileTiming {
  project: string;
  /** The file's path from the repository's root. */
  file: string;
  /** Importing the file and running its tests and hooks, in ms. */
  durationMs: number;
  /** When the file started and ended (ms since the epoch), for each project's span. */
  startedAt: number;
  endedAt: number;
}

export const slowestFiles = (timings: readonly FileTiming[], count = SLOWEST_SHOWN): FileTiming[] =>
  [...timings].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);

export const filesOverLimit = (
  timings: readonly FileTiming[],
  limitMs = FILE_LIMIT_MS,
): FileTiming[] => slowestFiles(timings, timings.length).filter((t) => t.durationMs > limitMs);

export interface ProjectTiming {
  project: string;
  files: number;
  /** From its first file's start to its last file's end: the project's share of the run. */
  spanMs: number;
  /** Its files' durations added up: what it costs with one worker. */
  totalMs: number;
}

export function projectTimings(timings: readonly FileTiming[]): ProjectTiming[] {
  const byProject = new Map<string, FileTiming[]>();
  for (const timing of timings) {
    byProject.set(timing.project, [...(byProject.get(timing.project) ?? []), timing]);
  }
  return [...byProject].map(([project, files]) => ({
    project,
    files: files.length,
    spanMs: Math.max(...files.map((f) => f.endedAt)) - Math.min(...files.map((f) => f.startedAt)),
    totalMs: files.reduce((sum, f) => sum + f.durationMs, 0),
  }));
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The report printed after a run: each project's time, the slowest files, any over the limit. */
export function timingReport(timings: readonly FileTiming[]): string {
  const lines = ['', 'Time by project (span: first file start to last file end):'];
  for (const p of projectTimings(timings)) {
    lines.push(
      `  ${p.project.padEnd(10)} ${String(p.files).padStart(4)} files  span ${seconds(p.spanMs).padStart(9)}  files added up ${seconds(p.totalMs).padStart(9)}`,
    );
  }
  lines.push('', `The ${SLOWEST_SHOWN} slowest test files:`);
  for (const t of slowestFiles(timings)) {
    lines.push(`  ${seconds(t.durationMs).padStart(9)}  ${t.project.padEnd(8)} ${t.file}`);
  }
  const over = filesOverLimit(timings);
  if (over.length > 0) {
    lines.push(
      '',
      `Test files over the ${seconds(FILE_LIMIT_MS)} limit (split them or seed through the API: docs/testing.md):`,
      ...over.map((t) => `  ${seconds(t.durationMs).padStart(9)}  ${t.file}`),
    );
  }
  return `${lines.join('\n')}\n`;
}
