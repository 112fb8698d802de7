// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    duration?: number;
    connections?: number;
    timeout?: number;
    /** Requests in turn; `setupRequest` may change each one before it is sent. */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {}

  function autocannon(options: Options): Instance;
  export default autocannon;
}
