// Stands in for Google's and Facebook's sign-in endpoints and a mail server during the integration run. The platform
// runs in its own process, so an in-process mock (msw) cannot reach it; instead the global setup
// starts this small HTTP server and points GOOGLE_JWKS_URL and FACEBOOK_GRAPH_URL at it.
//
// Google: GET /google/certs serves the public half of an RSA key made here; tests sign ID tokens
// with the private half (written to the server info file).
// Facebook: tests register the access tokens they "issue" (POST /facebook/tokens); GET
// /facebook/debug_token and /facebook/me answer for them as the Graph API does.
const crypto = require('node:crypto');
const http = require('node:http');
const { messagesAnswer, startSmtp } = require('./smtp-sink');

async function startProviderStub({ facebookAppId, facebookAppSecret }) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(8).toString('hex');
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256' };
  const tokens = new Map();
  const mail = [];
  const smtp = await startSmtp(mail);

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://stub');
    if (req.method === 'GET' && url.pathname === '/smtp/messages') return json(res, 200, messagesAnswer(mail, url));
    if (req.method === 'GET' && url.pathname === '/google/certs') return json(res, 200, { keys: [publicJwk] });
    if (req.method === 'POST' && url.pathname === '/facebook/tokens') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const entry = JSON.parse(body);
        tokens.set(entry.token, entry);
        json(res, 201, { ok: true });
      });
      return undefined;
    }
    if (req.method === 'GET' && url.pathname === '/facebook/debug_token') {
      if (url.searchParams.get('access_token') !== `${facebookAppId}|${facebookAppSecret}`) {
        return json(res, 400, {
          error: { message: 'Invalid OAuth access token signature.', type: 'OAuthException', code: 190 },
        });
      }
      const entry = tokens.get(url.searchParams.get('input_token'));
      if (!entry)
        return json(res, 200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
        });
      return json(res, 200, {
        data: {
          app_id: entry.app_id,
          type: 'USER',
          is_valid: true,
          user_id: entry.profile.id,
          expires_at: entry.expires_at,
          scopes: ['email', 'public_profile'],
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/facebook/me') {
      const token = url.searchParams.get('access_token');
      const entry = tokens.get(token);
      const proof = crypto
        .createHmac('sha256', facebookAppSecret)
        .update(token ?? '')
        .digest('hex');
      if (!entry || url.searchParams.get('appsecret_proof') !== proof)
        return json(res, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      return json(res, 200, entry.profile);
    }
    return json(res, 404, { error: 'not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  // Keep-alive sockets from the platform would hold the test run open after close().
  const close = () => {
    server.closeAllConnections();
    server.close();
    smtp.close();
  };
  return {
    server: { close },
    base,
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    googleJwksUrl: `${base}/google/certs`,
    facebookGraphUrl: `${base}/facebook`,
    googlePrivateJwk: privateJwk,
  };
}

module.exports = { startProviderStub };
