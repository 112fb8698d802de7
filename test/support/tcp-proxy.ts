import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database server, so a test can take the database away from an app
 * that keeps running, the ways it goes away in production: every connection cut (a restart,
 * pg_terminate_backend), or the port closed (the server is down: connection refused).
 */
export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  address: string;
  /** Cuts every open connection and each new one, until `forward()`. */
  cutConnections(): void;
  /** Passes connections through to the target again. */
  forward(): void;
  /** Closes the port: from now on, connecting is refused. */
  refuse(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cutting = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (cutting) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // Either side ending or failing ends the other: nothing is left half open.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    address: `127.0.0.1:${port}`,
    cutConnections: () => {
      cutting = true;
      cutAll();
    },
    forward: () => {
      cutting = false;
    },
    refuse: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      }),
  };
}
