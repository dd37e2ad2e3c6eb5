// An HTTP/2 front over TLS for the benchmarks: what a phone meets in production behind the
// reverse proxy README's deploy steps put before the server (TLS and HTTP/2 there). Over
// HTTP/1.1 a browser opens at most six connections to a host, so a first visit's 60-odd small
// requests queue at 400 ms a round trip; over HTTP/2 they share one connection. The certificate
// is made for this run (openssl, 127.0.0.1); Chromium is launched with `chromiumArgs`, which
// make it trust that one key.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers of one connection, which HTTP/2 forbids passing on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** Starts the front for `targetUrl` (http://127.0.0.1:PORT); resolves to its URL and stop(). */
export async function startH2Proxy(targetUrl) {
  const target = new URL(targetUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  const server = http2.createSecureServer(pair);
  server.on('stream', (stream, headers) => {
    stream.on('error', () => undefined);
    const forwarded = { host: target.host };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstream.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  // Chromium accepts a certificate whose key it is told to trust, as if a CA had signed it: the
  // page is a secure context with no certificate error, so its worker registers.
  const spki = crypto
    .createHash('sha256')
    .update(new crypto.X509Certificate(pair.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    url: `https://127.0.0.1:${port}`,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
