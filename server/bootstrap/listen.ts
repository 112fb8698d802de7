import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '@server/config/app-config.js';

/** The first socket a service manager hands over is file descriptor 3 (sd_listen_fds). */
const FIRST_PASSED_FD = 3;

/**
 * systemd-style socket activation: with LISTEN_FDS set, the socket was bound by whoever started
 * the server (a systemd .socket unit, or a test that bound port 0 and read its number back) and
 * is listened on as is. LISTEN_PID, when given, must be this process.
 */
export function passedSocket(env: NodeJS.ProcessEnv): { fd: number } | undefined {
  const count = Number(env.LISTEN_FDS ?? 0);
  if (!Number.isInteger(count) || count < 1) return undefined;
  if (env.LISTEN_PID && Number(env.LISTEN_PID) !== process.pid) return undefined;
  return { fd: FIRST_PASSED_FD };
}

/** Listens on the passed socket, or on HOST:PORT; answers the address it listens on. */
export async function listen(
  app: NestExpressApplication,
  config: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AddressInfo> {
  const socket = passedSocket(env);
  if (socket) {
    await app.init();
    const server = app.getHttpServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
  } else {
    await app.listen(config.PORT, config.HOST);
  }
  return app.getHttpServer().address() as AddressInfo;
}
