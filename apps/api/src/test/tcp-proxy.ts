import net from 'node:net';

/**
 * A TCP proxy in front of a server, for tests of an outage: `cut()` ends every open connection
 * and refuses new ones (as a stopped server does), `stall()` accepts connections but passes
 * nothing (as a network that drops packets does), `restore()` serves again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'pass' | 'stall' = 'pass';
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'stall') return;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const stop = () => {
    for (const socket of open) socket.destroy();
    return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: stop,
    async stall() {
      await stop();
      mode = 'stall';
      await listen(port);
    },
    async restore() {
      await stop();
      mode = 'pass';
      await listen(port);
    },
    close: stop,
  };
}
