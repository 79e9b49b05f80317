// A client still sending when the server refuses its body reads the refusal: the server half-closes
// and discards what still arrives, instead of answering it with a reset that fails the client's
// next write and loses the answer (the servers of npm start and of the platform both linger).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lingerOnClose } from '@/server/lingering-close';

/** The cut-off test's linger, shorter than the servers' own (LINGER_MS) so the test runs quickly. */
const SHORT_LINGER_MS = 1_000;

/** When each server last finished an answer (the refusal has then been written and the socket closed or lingering). */
const answeredAt = new Map<http.Server, number>();

/** Refuses every body at once, without reading it, as the platform's 413 and early 401 do. */
function refusingServer(linger: boolean, lingerMs?: number): http.Server {
  const server = http.createServer((_req, res) => {
    res.on('finish', () => answeredAt.set(server, Date.now()));
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    res.end('too large');
  });
  if (linger) lingerOnClose(server, lingerMs);
  return server;
}

type Outcome = { answer: string; error?: string };

/**
 * Sends a chunked body and keeps sending, reading nothing meanwhile (a client busy uploading),
 * until `keepSendingMs` after the server has answered, then reads what the server answered.
 */
function uploadThenRead(server: http.Server, keepSendingMs: number): Promise<Outcome> {
  answeredAt.delete(server);
  return new Promise((resolve) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    let error: string | undefined;
    socket.pause();
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.write('POST / HTTP/1.1\r\nhost: localhost\r\ntransfer-encoding: chunked\r\n\r\n');
    const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 'a'), Buffer.from('\r\n')]);
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(chunk);
      const at = answeredAt.get(server);
      if (at === undefined || Date.now() < at + keepSendingMs) return;
      clearInterval(timer);
      socket.resume();
      socket.on('end', () => socket.end());
    }, 2);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, error });
    });
  });
}

describe('lingering close', () => {
  const servers = {
    lingering: refusingServer(true),
    short: refusingServer(true, SHORT_LINGER_MS),
    abrupt: refusingServer(false),
  };
  beforeAll(async () => {
    for (const server of Object.values(servers)) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await new Promise((done) => server.close(done));
  });

  it('lets a client that keeps sending read the refusal, where an abrupt close resets it', async () => {
    const lingering = await uploadThenRead(servers.lingering, 200);
    expect(lingering.error).toBeUndefined();
    expect(lingering.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(lingering.answer).toContain('too large');
    // The same client against Node's own close: the point of lingering.
    const abrupt = await uploadThenRead(servers.abrupt, 200);
    expect(abrupt.error).toMatch(/^(EPIPE|ECONNRESET)$/);
  });

  it('cuts off a client that never stops sending after its linger', async () => {
    const started = Date.now();
    const outcome = await uploadThenRead(servers.short, SHORT_LINGER_MS * 4);
    const closedAfter = Date.now() - started;
    expect(outcome.error).toMatch(/^(EPIPE|ECONNRESET)$/);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT_LINGER_MS - 50);
    expect(closedAfter).toBeLessThan(SHORT_LINGER_MS * 3);
  });
});
