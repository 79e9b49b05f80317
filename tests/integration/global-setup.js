// Starts the platform (server/platform-main.ts) once for the integration suite: on a fresh
// PGlite in a temp folder, or on DATABASE_URL when set. Tests read tests/integration/.server.json.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startProviderStub } = require('./provider-stub');

// Social sign-in settings of the test platform (public test values, not secrets).
const GOOGLE_CLIENT_ID = 'storefront-it.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'integration-test-app-secret';

module.exports = async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-it-'));
  const providers = await startProviderStub({ facebookAppId: FACEBOOK_APP_ID, facebookAppSecret: FACEBOOK_APP_SECRET });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    // Short OTP lifetimes so expiry and resend can be tested by waiting a few seconds.
    OTP_TTL_SECONDS: '6',
    OTP_RESEND_SECONDS: '2',
    // Password back-off starts at 2 s instead of a minute, so its growth can be watched.
    LOGIN_BACKOFF_SECONDS: '2',
    // Tests name their client address in X-Forwarded-For, so per-address limits can be tested
    // without one test file's failures throttling another's.
    TRUST_PROXY: '1',
    DEV_OUTBOX: '1',
    // The payment tests pay on the sandbox: on whatever NODE_ENV the suite runs under.
    PAYMENT_SANDBOX: '1',
    // The sandbox's simulated UPI customer approves after 1.5 s instead of 3.
    SANDBOX_UPI_DELAY_MS: '1500',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: providers.googleJwksUrl,
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET,
    FACEBOOK_GRAPH_URL: providers.facebookGraphUrl,
    // Emails also go out by SMTP, to the stub's mail server.
    SMTP_URL: providers.smtpUrl,
    SMTP_FROM: 'Shop <shop@example.com>',
  };
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/platform-main.ts'], {
    cwd: path.join(__dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's stderr still reaches the terminal; a copy lets the fuzz suite check that bad
  // input logs nothing at error level.
  const stderrFile = path.join(dataDir, 'stderr.log');
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    fs.appendFileSync(stderrFile, chunk);
  });
  const info = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('platform server did not start in 240 s')), 240000);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.on('exit', (code) => reject(new Error(`platform server exited with ${code}`)));
  });
  // Per run, so parallel runs on one machine never read each other's server.
  const infoFile = path.join(dataDir, 'server.json');
  process.env.STOREFRONT_IT_SERVER = infoFile;
  const social = {
    googleClientId: GOOGLE_CLIENT_ID,
    googlePrivateJwk: providers.googlePrivateJwk,
    facebookAppId: FACEBOOK_APP_ID,
    providerStub: providers.base,
  };
  fs.writeFileSync(
    infoFile,
    JSON.stringify({
      ...info,
      dataDir,
      stderrFile,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      social,
    }),
  );
  globalThis.__PLATFORM__ = { child, dataDir, providers: providers.server };
};
