/**
 * glibc's malloc settings the server runs with. glibc reads them from the environment once, when
 * the process starts, and JavaScript has no way to change them later, so a server started
 * without them restarts itself in place with them (restartWithMallocSettings), before it loads
 * anything else. Each one already in the environment is kept as it is.
 *
 * - MALLOC_MMAP_THRESHOLD_: a block of 128 kB or more (a file's text, a photo's pixels, a
 *   request's body) gets pages of its own, given back to the system when it is freed. By default
 *   glibc raises this threshold each time such a block is freed, up to 32 MB, and from then on
 *   large blocks land in its arenas, which keep the memory once it is free.
 * - MALLOC_TRIM_THRESHOLD_: the free memory at the top of an arena is given back past 128 kB
 *   (the default, which glibc would otherwise also raise with the threshold above).
 * - MALLOC_ARENA_MAX: two arenas for all threads (the main one, V8's, the worker threads'),
 *   where glibc allows eight a core, each keeping what it once held.
 */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '2',
};

/**
 * `env` with every malloc setting it lacks, or undefined when it has them all (a setting it has
 * is left as it is, whatever its value).
 */
export function withMallocSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | undefined {
  const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined);
  return missing.length === 0 ? undefined : { ...env, ...Object.fromEntries(missing) };
}

/**
 * Replaces this process (same id, arguments, Node options and open descriptors) with one that
 * runs with the malloc settings, when it lacks some; returns when it has them all or cannot
 * restart: not on Linux, where glibc is; a Node without process.execve; a process given a
 * descriptor besides its standard input and outputs, which Node closes when it restarts (a
 * socket passed by socket activation, LISTEN_FDS; a parent's IPC channel, NODE_CHANNEL_FD): then
 * whoever starts it sets the environment (the Dockerfile, bench/lib/server.js).
 */
export function restartWithMallocSettings(): void {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  if (process.env.LISTEN_FDS !== undefined || process.env.NODE_CHANNEL_FD !== undefined) return;
  const env = withMallocSettings(process.env);
  if (!env) return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    env,
  );
}
