// How the long-running servers (server/main.ts, server/platform-main.ts) start and stop:
// SIGTERM or SIGINT closes the server and exits 0; a failed start is printed and exits 1.
export function closeOnSignals(server: { close(done: () => void): unknown }): void {
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

export function runServer(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
