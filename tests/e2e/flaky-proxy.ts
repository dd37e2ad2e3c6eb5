import http from 'node:http';
import type net from 'node:net';

/**
 * An HTTP proxy in front of the real server, standing in for the network. `pass` forwards;
 * `down` cuts every connection (the browser and its worker both see a network error);
 * `drop-reply` lets the server commit, then cuts the connection before the reply arrives;
 * `fail500` answers 500 without reaching the server. Modes can be limited to matching URLs.
 */
export type ProxyMode = 'pass' | 'down' | 'drop-reply' | 'fail500';

export interface FlakyProxy {
  url: string;
  setMode(mode: ProxyMode, match?: RegExp): void;
  /** Requests that reached the server, by path, for counting. */
  forwarded: string[];
  close(): Promise<void>;
}

export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const upstream = new URL(target);
  let mode: ProxyMode = 'pass';
  let match: RegExp | undefined;
  const forwarded: string[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const applies = !match || match.test(req.url ?? '');
    const active = applies ? mode : 'pass';
    if (active === 'down') {
      req.socket.destroy();
      return;
    }
    if (active === 'fail500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"status":false,"msg":"proxy 500"}');
      return;
    }
    forwarded.push(`${req.method} ${req.url}`);
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, connection: 'close' },
      },
      (incoming) => {
        if (active === 'drop-reply') {
          // The server has answered, so the write is committed; the client never hears of it.
          incoming.resume();
          incoming.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(incoming.statusCode ?? 502, incoming.headers);
        incoming.pipe(res);
      },
    );
    outgoing.on('error', () => req.socket.destroy());
    req.pipe(outgoing);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    setMode(next, pattern) {
      mode = next;
      match = pattern;
      // Kept-alive connections would otherwise outlive a "cut".
      if (next === 'down') for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
