// The browser tests' mail server: a real SMTP server the shop delivers to (SMTP_URL, set by
// playwright.config.ts) and a small HTTP server where tests read what it received
// (GET /smtp/messages?to=). Ports from SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT.
const http = require('node:http');
const { messagesAnswer, startSmtp } = require('../integration/smtp-sink');

async function main() {
  const received = [];
  await startSmtp(received, Number(process.env.SMTP_SINK_PORT));
  http
    .createServer((req, res) => {
      const url = new URL(req.url, 'http://sink');
      const found = req.method === 'GET' && url.pathname === '/smtp/messages';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? messagesAnswer(received, url) : { error: 'not found' }));
    })
    .listen(Number(process.env.SMTP_SINK_HTTP_PORT), '127.0.0.1');
}

main();
