/**
 * Benchmark settings, read from the environment so `npm run bench` needs none of them. Durations
 * are whole seconds because autocannon samples once a second and stops on a sample tick.
 *
 * @typedef {object} BenchConfig
 * @property {number} duration Seconds of measured load per scenario (BENCH_DURATION, default 10).
 * @property {number} connections Concurrent connections (BENCH_CONNECTIONS, default 10).
 * @property {number} warmup Seconds of unmeasured load before each scenario, 0 for none
 *   (BENCH_WARMUP, default 1).
 * @property {number} startTimeoutMs How long the server may take to answer /api/health
 *   (BENCH_START_TIMEOUT seconds, default 60).
 */

/** Thrown for a setting that is not a usable number; run.js prints it and exits 1. */
export class BenchConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'BenchConfigError';
  }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 * @param {{ min: number, integer?: boolean }} rules
 * @returns {number}
 */
function readNumber(env, name, fallback, { min, integer = false }) {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'an integer' : 'a number';
    throw new BenchConfigError(`${name}=${JSON.stringify(raw)}: must be ${kind} >= ${min}`);
  }
  return value;
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BenchConfig}
 */
export function readConfig(env = process.env) {
  return {
    duration: readNumber(env, 'BENCH_DURATION', 10, { min: 1, integer: true }),
    connections: readNumber(env, 'BENCH_CONNECTIONS', 10, { min: 1, integer: true }),
    warmup: readNumber(env, 'BENCH_WARMUP', 1, { min: 0, integer: true }),
    startTimeoutMs: readNumber(env, 'BENCH_START_TIMEOUT', 60, { min: 1 }) * 1000,
  };
}
