import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stall (stop forwarding: a partition, a frozen primary) and
 * resume. Used by the fault tests and the chaos scripts.
 */
export function stallableProxy(target: { host: string; port: number }) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!stalled) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    stall() {
      stalled = true;
    },
    /** Back to normal; connections that lost bytes while stalled are cut, as a real network would. */
    resume() {
      stalled = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
