import { existsSync } from 'node:fs';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * Where a worker thread's file is and how to start it: the compiled .js beside the caller in
 * dist, or, from the sources (tests), the .ts file with the resolution hooks that let it import
 * `@server/...` and its neighbours (source-worker-hooks.ts). `name` without extension, as
 * `workerFile(import.meta.url, './activity-file.worker')`.
 */
export function workerFile(
  callerUrl: string,
  name: string,
): { file: URL; options: Pick<WorkerOptions, 'execArgv'> } {
  const compiled = new URL(`${name}.js`, callerUrl);
  if (existsSync(compiled)) return { file: compiled, options: {} };
  const register = new URL('./source-worker-register.ts', import.meta.url);
  return {
    file: new URL(`${name}.ts`, callerUrl),
    options: { execArgv: [...process.execArgv, '--import', register.href] },
  };
}
