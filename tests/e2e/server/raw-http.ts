// Requests as no browser or fetch would send them (a forged Host, TRACE, a chosen source address
// on the loopback network), against the e2e shop, for the server tests.
import http from 'node:http';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const shop = `http://127.0.0.1:${port}`;

export type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a connection of its own; `localAddress`: the client's address (any 127.x reaches the shop). */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  localAddress?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(
      { host: '127.0.0.1', port, localAddress, method, path, headers: { ...headers, ...length }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends the headers only (the body never comes) and resolves with the answer, or 'no answer' after
 * 3 s; `to`: another server's port on this machine (the integration suite's platform).
 */
export function headersOnly(
  method: string,
  path: string,
  headers: Record<string, string>,
  to: number | string = port,
): Promise<Raw | 'no answer'> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: to, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
        req.destroy();
      });
    });
    req.on('error', (error) => (/ECONNRESET|socket hang up/.test(String(error)) ? undefined : reject(error)));
    const timer = setTimeout(() => {
      resolve('no answer');
      req.destroy();
    }, 3_000);
    req.on('close', () => clearTimeout(timer));
    req.flushHeaders();
  });
}
