/** The server's start: the configuration, the app, its port, and a clean shutdown on a signal. */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from '@server/bootstrap/create-app.js';
import { listen } from '@server/bootstrap/listen.js';
import { ConfigError, loadConfig } from '@server/config/load-config.js';
import { DataDirectoryInUseError } from '@server/database/data-directory-lock.js';

const logger = new Logger('Main');

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await createApp(config);
  const { app, database } = running;
  const { port, address } = await listen(app, config);
  logger.log(
    { port, host: address, database: database.kind },
    `Packtrail is listening on http://localhost:${port}`,
  );

  const shutdown = (signal: NodeJS.Signals): void => {
    logger.log({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'Shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    running.close().then(
      () => {
        logger.log('Shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof DataDirectoryInUseError
      ? error.message
      : `Packtrail failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
