// A connection that closes while its client is still sending (a body refused with 413, or with 401
// before it was read) must not be closed outright: the kernel answers the unread bytes with a
// reset, and the client, still writing, may fail on it before it reads the answer it was sent.
// As nginx's lingering close and Go's closeWriteAndWait do: send the answer and FIN, discard what
// still arrives, and close when the client does or after LINGER_MS.
import type { Server, Socket } from 'node:net';

/**
 * Long enough for a client to read its answer and stop, even one whose own event loop is busy
 * for a while (nginx's lingering_timeout is 5 s too; 2 s lost an answer under CI load); bounded
 * so a client that never stops costs little.
 */
export const LINGER_MS = 5_000;

function lingeringClose(socket: Socket, lingerMs: number): void {
  if (socket.destroyed) return;
  if (socket.writable) socket.end();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  // The client's FIN ends the reading side; with the answer written the socket then closes itself.
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Node's HTTP server closes a `Connection: close` answer's socket with destroySoon(), which
 * destroys it as soon as the answer is written: there lingering takes over.
 */
export function lingerOnClose(server: Server, lingerMs = LINGER_MS): void {
  server.on('connection', (socket: Socket & { destroySoon?: () => void }) => {
    socket.destroySoon = () => lingeringClose(socket, lingerMs);
  });
}
