import net from 'node:net';

/**
 * A hand-driven HTTP/1.1 connection, for what fetch cannot do: send a request in pieces with
 * pauses (a slow upload, headers not yet finished) and read the raw answer.
 */
export interface RawConnection {
  write(text: string): void;
  /** The whole answer once the server has sent it (status line, headers, body). */
  response(): Promise<RawResponse>;
  close(): void;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  const rest = raw.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const body = dechunk(rest);
    return body === null ? null : { status, headers, body };
  }
  const length = Number(headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && Buffer.byteLength(rest) < length) return null;
  return { status, headers, body: rest };
}

/** The body of a chunked answer, or null while its last chunk has not arrived. */
function dechunk(raw: string): string | null {
  const bytes = Buffer.from(raw);
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(bytes.subarray(at, lineEnd).toString(), 16);
    if (size === 0) return Buffer.concat(parts).toString();
    const start = lineEnd + 2;
    if (bytes.length < start + size + 2) return null;
    parts.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}

export function openConnection(port: number, host = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let received = '';
    const waiters: (() => void)[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      waiters.splice(0).forEach((wake) => wake());
    });
    socket.on('close', () => waiters.splice(0).forEach((wake) => wake()));
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        write: (text) => socket.write(text),
        response: () =>
          new Promise((done, fail) => {
            const check = () => {
              const parsed = parse(received);
              if (parsed) return done(parsed);
              if (socket.destroyed) return fail(new Error(`closed before an answer: ${received}`));
              waiters.push(check);
            };
            check();
          }),
        close: () => socket.destroy(),
      }),
    );
  });
}

/** Whether a new TCP connection to the port is refused right now. */
export function connectionRefused(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
