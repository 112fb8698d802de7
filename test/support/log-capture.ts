import { Writable } from 'node:stream';

/** One line the app logged (pino's JSON), with the fields tests look at. */
export interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
  [field: string]: unknown;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * nestjs-pino keeps one logger per process, built by the first app that starts; an API test
 * worker runs many files, and so many apps, one after another (the project does not isolate
 * them). So every test app logs into this one stream, and `startTestApp` points it at the
 * destination the latest app was started with (none: the lines are dropped) and sets the
 * logger's level to that app's LOG_LEVEL.
 */
let routedTo: Writable | undefined;

export const testLogStream = new Writable({
  write(chunk: Buffer | string, encoding, done) {
    if (routedTo) routedTo.write(chunk, encoding, done);
    else done();
  },
});

export function routeTestLogs(destination: Writable | undefined): void {
  routedTo = destination;
}

/**
 * Collects an app's log lines: pass `destination` to startTestApp's options (with a LOG_LEVEL
 * in its env). `waitFor` resolves when a matching line is written, however long the machine
 * takes, up to a generous limit. The latest app started decides where (and from which level)
 * the apps alive log (see `testLogStream`), so a file uses one capture, and a test reads the
 * lines written since it began.
 */
export function captureLogs() {
  const lines: LogLine[] = [];
  const waiters: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const text of String(chunk).split('\n')) {
        if (text.trim() === '') continue;
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiters.filter((w) => w.matches(line))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
      done();
    },
  });

  function waitFor(matches: (line: LogLine) => boolean, timeoutMs = 20_000): Promise<LogLine> {
    const seen = lines.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(`No such log line within ${timeoutMs} ms; got:\n${JSON.stringify(lines)}`),
        );
      }, timeoutMs);
      waiters.push({
        matches,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  return { destination, lines, waitFor };
}
