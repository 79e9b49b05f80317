// A real SMTP server (the smtp-server package; no TLS, no auth) that keeps what it receives, each
// message parsed with mailparser, so the platform's nodemailer delivery (SMTP_URL) is exercised for
// real. The integration run's provider stub and the browser tests' mail server
// (tests/e2e/mail-server.js) both serve what it keeps at GET /smtp/messages(?to=): the envelope,
// the raw message and its subject, text and HTML.
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** Starts the server on this port (0: any free one); what it receives is pushed onto `received`. */
function startSmtp(received, port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        simpleParser(data)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              data,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  server.on('error', () => undefined);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The answer of GET /smtp/messages: what was received, to the `to` address when the URL names one. */
function messagesAnswer(received, url) {
  const to = url.searchParams.get('to');
  return { items: received.filter((m) => !to || m.to.includes(to)) };
}

module.exports = { messagesAnswer, startSmtp };
