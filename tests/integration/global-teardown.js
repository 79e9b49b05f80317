const fs = require('node:fs');

module.exports = async function globalTeardown() {
  const server = globalThis.__PLATFORM__;
  if (!server) return;
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
    // unref: a pending fallback timer must not hold jest open after the child has exited.
    setTimeout(resolve, 5000).unref();
  });
  server.providers?.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
};
